import { describe, expect, it } from 'vitest'
import { RECONNECT_ATTEMPTS, reconnectDelay } from '@/lib/realtime/reconnect'

describe('reconnectDelay', () => {
  it('waits 1000 ms first and grows to at most 5000 ms over the 5 attempts (SPEC 9)', () => {
    expect(RECONNECT_ATTEMPTS).toBe(5)
    const schedule = Array.from({ length: RECONNECT_ATTEMPTS }, (_, attempt) => reconnectDelay(attempt))
    expect(schedule).toEqual([1000, 2000, 4000, 5000, 5000])
  })
})
