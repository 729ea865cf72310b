import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTypingSignal } from '@/features/chat/typing-signal'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

function setup() {
  const events: string[] = []
  const signal = createTypingSignal(
    () => events.push('typing'),
    () => events.push('stop-typing'),
  )
  return { signal, events }
}

describe('createTypingSignal', () => {
  it('says typing at the first keystroke and stop-typing 2 s after the last one', () => {
    const { signal, events } = setup()
    signal.input()
    vi.advanceTimersByTime(500)
    signal.input()
    vi.advanceTimersByTime(500)
    signal.input()
    expect(events).toEqual(['typing'])
    vi.advanceTimersByTime(1999)
    expect(events).toEqual(['typing'])
    vi.advanceTimersByTime(1)
    expect(events).toEqual(['typing', 'stop-typing'])
  })

  it('says typing again every 3 s while typing goes on', () => {
    const { signal, events } = setup()
    for (let i = 0; i < 8; i++) {
      signal.input()
      vi.advanceTimersByTime(1000)
    }
    expect(events).toEqual(['typing', 'typing', 'typing'])
  })

  it('stops at once when the message is sent, and only once', () => {
    const { signal, events } = setup()
    signal.input()
    signal.stop()
    signal.stop()
    vi.advanceTimersByTime(5000)
    expect(events).toEqual(['typing', 'stop-typing'])
  })

  it('says nothing on stop without typing', () => {
    const { signal, events } = setup()
    signal.stop()
    expect(events).toEqual([])
  })
})
