import { useCallback, useEffect, useRef, useState } from 'react'
import { estimatedPercent, nextPercent, realPercent } from '@/lib/progress'

export type TaskProgress = { label: string; percent: number }

/** How often the estimate moves, and how long 100 % stays on screen after a task succeeds. */
const TICK_MS = 200
const DONE_SHOWN_MS = 400

/**
 * Runs one long task (a report download) with a percentage for an overlay: SPEC 9's estimate while
 * nothing is known, the real share as soon as the task reports one. `progress` is null when idle.
 */
export function useTaskProgress() {
  const [progress, setProgress] = useState<TaskProgress | null>(null)
  const hideTimer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(hideTimer.current), [])

  const run = useCallback(async <T>(label: string, task: (onProgress: (fraction: number) => void) => Promise<T>) => {
    window.clearTimeout(hideTimer.current)
    const startedAt = Date.now()
    const bump = (candidate: number) =>
      setProgress((shown) => shown && { label: shown.label, percent: nextPercent(shown.percent, candidate) })
    setProgress({ label, percent: 0 })
    const ticker = window.setInterval(() => bump(estimatedPercent(Date.now() - startedAt)), TICK_MS)
    try {
      const result = await task((fraction) => bump(realPercent(fraction)))
      bump(100)
      hideTimer.current = window.setTimeout(() => setProgress(null), DONE_SHOWN_MS)
      return result
    } catch (error) {
      setProgress(null)
      throw error
    } finally {
      window.clearInterval(ticker)
    }
  }, [])

  return { progress, run }
}
