import { describe, expect, it } from 'vitest'
import { previousShift } from '@/lib/shifts'

describe('previousShift', () => {
  it('goes back one shift; the night belongs to the day it starts', () => {
    expect(previousShift('2026-11-20', 'tarde')).toEqual({ date: '2026-11-20', shift: 'manana' })
    expect(previousShift('2026-11-20', 'noche')).toEqual({ date: '2026-11-20', shift: 'tarde' })
    expect(previousShift('2026-11-20', 'manana')).toEqual({ date: '2026-11-19', shift: 'noche' })
    expect(previousShift('2026-03-01', 'manana')).toEqual({ date: '2026-02-28', shift: 'noche' })
  })
})
