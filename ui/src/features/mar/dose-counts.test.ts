import { describe, expect, it } from 'vitest'
import { doseCounts } from '@/features/mar/dose-counts'

describe('doseCounts', () => {
  it('counts the scheduled doses due, late and missed, and nothing else', () => {
    const row = (status: string, kind = 'scheduled') => ({ status, kind }) as Parameters<typeof doseCounts>[0][number]
    expect(
      doseCounts([
        row('due'),
        row('due'),
        row('late'),
        row('missed'),
        row('missed'),
        row('missed'),
        row('given'),
        row('held'),
        row('pending'),
        row('given', 'prn'),
      ]),
    ).toEqual({ due: 2, late: 1, missed: 3 })
    expect(doseCounts([])).toEqual({ due: 0, late: 0, missed: 0 })
  })
})
