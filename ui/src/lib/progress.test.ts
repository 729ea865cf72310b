import { describe, expect, it } from 'vitest'
import { estimatedPercent, nextPercent, realPercent } from '@/lib/progress'

describe('estimatedPercent', () => {
  it('starts at 0 and climbs without passing 99 before 10 s', () => {
    expect(estimatedPercent(0)).toBe(0)
    let previous = 0
    for (let ms = 100; ms < 10_000; ms += 100) {
      const percent = estimatedPercent(ms)
      expect(percent).toBeGreaterThanOrEqual(previous)
      expect(percent).toBeLessThanOrEqual(99)
      previous = percent
    }
    expect(estimatedPercent(1_000)).toBeGreaterThan(10)
    expect(estimatedPercent(9_999)).toBeGreaterThan(90)
  })

  it('is forced to 100 after 10 s', () => {
    expect(estimatedPercent(10_000)).toBe(100)
    expect(estimatedPercent(60_000)).toBe(100)
  })

  it('reads 0 for a clock that went back', () => {
    expect(estimatedPercent(-5)).toBe(0)
    expect(estimatedPercent(Number.NaN)).toBe(0)
  })
})

describe('realPercent', () => {
  it('turns the share received into a whole percentage', () => {
    expect(realPercent(0)).toBe(0)
    expect(realPercent(0.456)).toBe(46)
    expect(realPercent(1)).toBe(100)
  })

  it('keeps odd shares within 0-100', () => {
    expect(realPercent(1.2)).toBe(100)
    expect(realPercent(-1)).toBe(0)
    expect(realPercent(Number.POSITIVE_INFINITY)).toBe(0)
  })
})

describe('nextPercent', () => {
  it('lets the real share take over when it is ahead, and never moves back', () => {
    expect(nextPercent(30, realPercent(0.1))).toBe(30)
    expect(nextPercent(30, realPercent(0.6))).toBe(60)
    expect(nextPercent(60, estimatedPercent(500))).toBe(60)
  })
})
