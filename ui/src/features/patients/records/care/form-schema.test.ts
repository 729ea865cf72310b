import { describe, expect, it } from 'vitest'
import { careFormSchema, toCareFormValues, toCareInput } from '@/features/patients/records/care/form-schema'

describe('care record schema', () => {
  it("requires the date with SPEC 5's message; the five tasks are optional", () => {
    const result = careFormSchema.safeParse(toCareFormValues(null, new Date(2026, 10, 20)))
    expect(result.success).toBe(true)
    const empty = careFormSchema.safeParse({ ...toCareFormValues(null), date: '' })
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['date', 'La fecha es requerida.'],
    ])
  })

  it('starts today with nothing ticked, and sends the resident as `user`', () => {
    const values = toCareFormValues(null, new Date(2026, 10, 20))
    expect(values).toEqual({
      date: '2026-11-20',
      bath: false,
      breakfast: false,
      lunch: false,
      dinner: false,
      diaperChange: false,
    })
    expect(toCareInput('r1', careFormSchema.parse({ ...values, bath: true }))).toEqual({
      user: 'r1',
      date: '2026-11-20',
      bath: true,
      breakfast: false,
      lunch: false,
      dinner: false,
      diaperChange: false,
    })
  })
})
