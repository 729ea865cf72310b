import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTimedMessage } from '@/lib/use-timed-message'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useTimedMessage', () => {
  it('clears the message 5 seconds after it was shown (SPEC error banners)', () => {
    const { result } = renderHook(() => useTimedMessage())
    act(() => result.current.show('Error: algo falló'))
    expect(result.current.message).toBe('Error: algo falló')
    act(() => vi.advanceTimersByTime(4999))
    expect(result.current.message).toBe('Error: algo falló')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.message).toBeNull()
  })

  it('restarts the timer for a new message', () => {
    const { result } = renderHook(() => useTimedMessage())
    act(() => result.current.show('primero'))
    act(() => vi.advanceTimersByTime(3000))
    act(() => result.current.show('segundo'))
    act(() => vi.advanceTimersByTime(3000))
    expect(result.current.message).toBe('segundo')
    act(() => vi.advanceTimersByTime(2000))
    expect(result.current.message).toBeNull()
  })
})
