import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTaskProgress } from '@/lib/use-task-progress'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('useTaskProgress', () => {
  it('estimates while nothing is known, follows the real share when it is ahead, shows 100 and hides', async () => {
    const { result } = renderHook(() => useTaskProgress())
    const task = deferred()
    let report!: (fraction: number) => void
    let running!: Promise<unknown>
    act(() => {
      running = result.current.run('Descargando', (onProgress) => {
        report = onProgress
        return task.promise
      })
    })
    expect(result.current.progress).toEqual({ label: 'Descargando', percent: 0 })

    act(() => vi.advanceTimersByTime(1_000))
    const estimate = result.current.progress!.percent
    expect(estimate).toBeGreaterThan(0)
    expect(estimate).toBeLessThan(99)

    act(() => report(0.01))
    expect(result.current.progress!.percent).toBe(estimate)
    act(() => report(0.9))
    expect(result.current.progress!.percent).toBe(90)

    await act(async () => {
      task.resolve()
      await running
    })
    expect(result.current.progress!.percent).toBe(100)
    act(() => vi.advanceTimersByTime(400))
    expect(result.current.progress).toBeNull()
  })

  it('reads 100 after 10 s without news, and hides at once when the task fails', async () => {
    const { result } = renderHook(() => useTaskProgress())
    const task = deferred()
    let running!: Promise<unknown>
    act(() => {
      running = result.current.run('Descargando', () => task.promise)
    })
    act(() => vi.advanceTimersByTime(9_800))
    expect(result.current.progress!.percent).toBeGreaterThan(90)
    expect(result.current.progress!.percent).toBeLessThanOrEqual(99)
    act(() => vi.advanceTimersByTime(200))
    expect(result.current.progress!.percent).toBe(100)

    await act(async () => {
      task.reject(new Error('sin red'))
      await expect(running).rejects.toThrow('sin red')
    })
    expect(result.current.progress).toBeNull()
  })
})
