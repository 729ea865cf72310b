import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from '@/lib/relative-time'

const now = new Date('2026-03-12T18:30:00+01:00')

describe('formatRelativeTime', () => {
  it.each([
    ['2026-03-12T18:29:40+01:00', 'ahora'],
    ['2026-03-12T18:25:00+01:00', 'hace 5 minutos'],
    ['2026-03-12T15:10:00+01:00', 'hace 3 horas'],
    ['2026-03-11T23:50:00+01:00', 'ayer'],
    ['2026-03-08T09:00:00+01:00', 'hace 4 días'],
    ['2026-02-20T09:00:00+01:00', '20/02/2026'],
  ])('%s reads "%s"', (value, expected) => {
    expect(formatRelativeTime(value, now)).toBe(expected)
  })

  it('reads nothing for no date', () => {
    expect(formatRelativeTime('', now)).toBe('')
    expect(formatRelativeTime(null, now)).toBe('')
  })
})
