import { describe, expect, it } from 'vitest'
import {
  customIntakeSchema,
  fluidTargetSchema,
  scheduleFormSchema,
  trackingReportSchema,
  voidFormSchema,
  weightFormSchema,
} from '@/features/daily-registers/form-schemas'

const message = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message

describe("the daily registers' forms, with the server's rules and messages", () => {
  it('takes a drink of 1 to 3000 whole ml, its name optional', () => {
    expect(customIntakeSchema.parse({ ml: '250', drink: ' Zumo ' })).toEqual({ ml: 250, drink: 'Zumo' })
    for (const ml of ['', '0', '3001', '1,5', 'mucho']) {
      expect(message(customIntakeSchema.safeParse({ ml, drink: '' }), 'ml')).toBe('Indica entre 1 y 3000 ml.')
    }
    expect(message(customIntakeSchema.safeParse({ ml: '200', drink: 'a'.repeat(121) }), 'drink')).toBe(
      'Es demasiado largo (máximo 120 caracteres).',
    )
  })

  it('takes a target of 500 to 5000 ml, and nothing goes back to ESPEN', () => {
    expect(fluidTargetSchema.parse({ ml: '1800' })).toEqual({ ml: 1800 })
    expect(fluidTargetSchema.parse({ ml: '  ' })).toEqual({ ml: null })
    expect(message(fluidTargetSchema.safeParse({ ml: '400' }), 'ml')).toBe('Indica entre 500 y 5000 ml.')
  })

  it('takes a weight of 20 to 250 kg typed the Spanish way, to 0,1 kg, on a day not after today', () => {
    const schema = weightFormSchema('2026-11-20')
    expect(schema.parse({ date: '2026-11-20', kg: '62,54' })).toEqual({ date: '2026-11-20', kg: 62.5 })
    expect(schema.parse({ date: '2026-10-01', kg: '80.0' })).toEqual({ date: '2026-10-01', kg: 80 })
    expect(message(schema.safeParse({ date: '2026-11-20', kg: '' }), 'kg')).toBe('Indica el peso en kg.')
    expect(message(schema.safeParse({ date: '2026-11-20', kg: 'setenta' }), 'kg')).toBe('Escribe un número (por ejemplo, 36,8).')
    expect(message(schema.safeParse({ date: '2026-11-20', kg: '19,9' }), 'kg')).toBe('Valor imposible (20–250).')
    expect(message(schema.safeParse({ date: '2026-11-20', kg: '250,1' }), 'kg')).toBe('Valor imposible (20–250).')
    expect(message(schema.safeParse({ date: '2026-11-21', kg: '60' }), 'date')).toBe('La fecha no puede ser futura.')
    expect(message(schema.safeParse({ date: '', kg: '60' }), 'date')).toBe('La fecha es requerida.')
    expect(message(schema.safeParse({ date: '2026-02-30', kg: '60' }), 'date')).toBe('Fecha no válida.')
  })

  it('takes a schedule of 0 (none) to 24 hours', () => {
    expect(scheduleFormSchema.parse({ everyHours: '3' })).toEqual({ everyHours: 3 })
    expect(scheduleFormSchema.parse({ everyHours: '0' })).toEqual({ everyHours: 0 })
    expect(message(scheduleFormSchema.safeParse({ everyHours: '25' }), 'everyHours')).toBe(
      'Indica cada cuántas horas, de 0 (sin pauta) a 24.',
    )
  })

  it('asks why an entry is voided', () => {
    expect(message(voidFormSchema.safeParse({ reason: '  ' }), 'reason')).toBe('Indica el motivo de la anulación.')
    expect(voidFormSchema.parse({ reason: ' Era de otro residente. ' })).toEqual({ reason: 'Era de otro residente.' })
  })

  it("prints a period of at most 31 days, none after today and not backwards, as the server does", () => {
    const schema = trackingReportSchema('2026-11-20')
    expect(schema.parse({ from: '2026-10-21', to: '2026-11-20' })).toEqual({ from: '2026-10-21', to: '2026-11-20' })
    expect(message(schema.safeParse({ from: '2026-10-20', to: '2026-11-20' }), 'from')).toBe(
      'El periodo puede ser de 31 días como mucho.',
    )
    expect(message(schema.safeParse({ from: '2026-11-20', to: '2026-11-21' }), 'to')).toBe('No puede ser una fecha futura.')
    expect(message(schema.safeParse({ from: '2026-11-20', to: '2026-11-19' }), 'to')).toBe(
      'La fecha final no puede ser anterior a la inicial.',
    )
    expect(message(schema.safeParse({ from: '', to: '2026-11-19' }), 'from')).toBe('Indica una fecha válida.')
  })
})
