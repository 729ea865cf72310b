import { useCallback, useEffect, useRef, useState } from 'react'

/** SPEC: error banners clear 5 seconds after being set. */
export const BANNER_TIMEOUT_MS = 5000

/** A message that clears itself after `timeoutMs` (each new message restarts the timer). */
export function useTimedMessage(timeoutMs: number = BANNER_TIMEOUT_MS) {
  const [message, setMessage] = useState<string | null>(null)
  const timer = useRef<number | undefined>(undefined)

  const clear = useCallback(() => {
    window.clearTimeout(timer.current)
    setMessage(null)
  }, [])

  const show = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current)
      setMessage(text)
      timer.current = window.setTimeout(() => setMessage(null), timeoutMs)
    },
    [timeoutMs],
  )

  useEffect(() => () => window.clearTimeout(timer.current), [])

  return { message, show, clear }
}
