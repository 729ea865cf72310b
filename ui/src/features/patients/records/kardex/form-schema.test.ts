import { describe, expect, it } from 'vitest'
import {
  doseFormSchema,
  emptyEntry,
  KARDEX_FORM_FIELDS,
  kardexFormSchema,
  toDoseFormValues,
  toKardexFormValues,
  type DoseFormValues,
  type KardexEntryValues,
} from '@/features/patients/records/kardex/form-schema'

const complete: KardexEntryValues = {
  medication: 'm1',
  dose: '1 comprimido',
  frequency: 'Cada 8 horas',
  route: 'Oral',
  date: '2026-11-01',
}

function kardexErrors(entries: KardexEntryValues[]) {
  const result = kardexFormSchema.safeParse({ entries })
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

function doseErrors(values: DoseFormValues) {
  const result = doseFormSchema.safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('kardexFormSchema', () => {
  it('sends complete entries as they are typed, trimmed', () => {
    expect(kardexFormSchema.parse({ entries: [{ ...complete, dose: ' 2 comprimidos ' }] })).toEqual({
      entries: [{ ...complete, dose: '2 comprimidos' }],
    })
  })

  it("says SPEC 5's message for each missing part of an entry", () => {
    expect(kardexErrors([complete, emptyEntry('')])).toEqual({
      'entries.1.medication': 'Seleccione el medicamento.',
      'entries.1.dose': 'Ingrese la dosis.',
      'entries.1.frequency': 'Ingrese la frecuencia.',
      'entries.1.route': 'Seleccione la vía de administración.',
      'entries.1.date': 'La fecha es requerida.',
    })
  })

  it('takes only the four routes of SPEC 5', () => {
    for (const route of ['Oral', 'Intravenosa', 'Intramuscular', 'Subcutánea']) {
      expect(kardexErrors([{ ...complete, route }])).toEqual({})
    }
    expect(kardexErrors([{ ...complete, route: 'Tópica' }])).toEqual({
      'entries.0.route': 'Seleccione la vía de administración.',
    })
  })

  it('needs at least one medication, and at most the 50 the server takes', () => {
    expect(kardexErrors([])).toEqual({ entries: 'Debe haber al menos un medicamento en el Kardex.' })
    expect(kardexErrors(Array.from({ length: 51 }, () => complete))).toEqual({
      entries: 'Un Kardex admite como máximo 50 medicamentos.',
    })
  })

  it("names every field the server may report, so its messages land on them", () => {
    expect(KARDEX_FORM_FIELDS).toContain('entries')
    expect(KARDEX_FORM_FIELDS).toContain('entries.0.medication')
    expect(KARDEX_FORM_FIELDS).toContain('entries.49.date')
  })
})

describe('toKardexFormValues', () => {
  it('starts a new Kardex with one blank entry from today', () => {
    expect(toKardexFormValues(null, '2026-11-21')).toEqual({
      entries: [{ medication: '', dose: '', frequency: '', route: '', date: '2026-11-21' }],
    })
  })
})

describe('doseFormSchema', () => {
  it("says SPEC 5's messages", () => {
    expect(doseErrors({ medication: '', doseDate: '', doseTime: '' })).toEqual({
      medication: 'El medicamento es requerido.',
      doseDate: 'La fecha es requerida.',
      doseTime: 'La hora es requerida.',
    })
    expect(doseErrors({ medication: 'm1', doseDate: '2026-11-21', doseTime: '09:00' })).toEqual({})
  })

  it('starts today and now, on the only medication when the Kardex has one', () => {
    const now = new Date(2026, 10, 21, 9, 5)
    expect(toDoseFormValues(['m1'], now)).toEqual({ medication: 'm1', doseDate: '2026-11-21', doseTime: '09:05' })
    expect(toDoseFormValues(['m1', 'm2'], now).medication).toBe('')
  })
})
