import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatLongDate, formatTime, toDate, todayISO, toISODate } from '@/lib/dates'

describe('toDate', () => {
  it('reads YYYY-MM-DD as a local calendar date', () => {
    const d = toDate('2025-03-01')
    expect(d?.getFullYear()).toBe(2025)
    expect(d?.getMonth()).toBe(2)
    expect(d?.getDate()).toBe(1)
    expect(d?.getHours()).toBe(0)
  })

  it('returns null for invalid input', () => {
    expect(toDate('no es una fecha')).toBeNull()
    expect(toDate(new Date(Number.NaN))).toBeNull()
  })
})

describe('formatters (es-ES)', () => {
  it('formats calendar dates without shifting the day', () => {
    expect(formatDate('2025-01-01')).toBe('01/01/2025')
    expect(formatDate('2024-12-31')).toBe('31/12/2024')
  })

  it('formats long dates in Spanish', () => {
    expect(formatLongDate('2025-11-20')).toBe('20 de noviembre de 2025')
  })

  it('formats RFC 3339 timestamps in local time (Europe/Madrid in tests)', () => {
    expect(formatDateTime('2025-07-15T08:05:00Z')).toBe('15/07/2025, 10:05')
    expect(formatTime(new Date(2025, 0, 2, 9, 5))).toBe('09:05')
  })

  it('normalises HH:MM time strings', () => {
    expect(formatTime('9:05')).toBe('09:05')
    expect(formatTime('14:30:00')).toBe('14:30')
  })

  it('returns an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('mañana')).toBe('')
    expect(formatTime(undefined)).toBe('')
    expect(formatDateTime('x')).toBe('')
  })
})

describe('ISO dates', () => {
  it('writes local dates as YYYY-MM-DD', () => {
    expect(toISODate(new Date(2025, 1, 3, 23, 59))).toBe('2025-02-03')
  })

  it('gives today from the local clock, not UTC', () => {
    // 00:30 in Madrid on 1 March is still 28 February in UTC.
    expect(todayISO(new Date(2025, 2, 1, 0, 30))).toBe('2025-03-01')
  })
})
