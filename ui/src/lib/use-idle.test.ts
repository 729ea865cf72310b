import { act, fireEvent, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useIdle } from '@/lib/use-idle'

const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

describe('useIdle', () => {
  it('calls onIdle once after the minutes without input, not before', () => {
    const onIdle = vi.fn()
    renderHook(() => useIdle(10, onIdle))
    advance(10 * MINUTE - 1)
    expect(onIdle).not.toHaveBeenCalled()
    advance(1)
    expect(onIdle).toHaveBeenCalledTimes(1)
    advance(60 * MINUTE)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['keydown', () => fireEvent.keyDown(document.body, { key: 'a' })],
    ['pointerdown', () => fireEvent.pointerDown(document.body)],
    ['wheel', () => fireEvent.wheel(window)],
    ['touchstart', () => fireEvent.touchStart(document.body)],
    ['scroll of an inner box', () => fireEvent.scroll(document.body.appendChild(document.createElement('div')))],
  ])('%s counts as input and starts the count again', (_name, input) => {
    const onIdle = vi.fn()
    renderHook(() => useIdle(10, onIdle))
    advance(9 * MINUTE)
    act(input)
    advance(9 * MINUTE)
    expect(onIdle).not.toHaveBeenCalled()
    advance(1 * MINUTE)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it.each([0, -5, Number.NaN])('never fires with %s minutes', (minutes) => {
    const onIdle = vi.fn()
    renderHook(() => useIdle(minutes, onIdle))
    advance(24 * 60 * MINUTE)
    expect(onIdle).not.toHaveBeenCalled()
  })

  it('is paused while disabled and counts afresh when enabled again', () => {
    const onIdle = vi.fn()
    const { rerender } = renderHook(({ enabled }) => useIdle(10, onIdle, enabled), { initialProps: { enabled: false } })
    advance(30 * MINUTE)
    expect(onIdle).not.toHaveBeenCalled()
    rerender({ enabled: true })
    advance(10 * MINUTE - 1)
    expect(onIdle).not.toHaveBeenCalled()
    advance(1)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('locks as soon as a page that slept past the time becomes visible, whatever its timer says', () => {
    const onIdle = vi.fn()
    renderHook(() => useIdle(10, onIdle))
    // The device slept: the clock jumped, no timer ran.
    act(() => vi.setSystemTime(Date.now() + 11 * MINUTE))
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('stops listening when unmounted', () => {
    const onIdle = vi.fn()
    const { unmount } = renderHook(() => useIdle(1, onIdle))
    unmount()
    advance(5 * MINUTE)
    expect(onIdle).not.toHaveBeenCalled()
  })
})
