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
  ownSupply: false,
  medication: 'm1',
  medicationName: '',
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
      entries: [
        {
          ownSupply: false,
          medication: 'm1',
          dose: '2 comprimidos',
          frequency: 'Cada 8 horas',
          route: 'Oral',
          date: '2026-11-01',
        },
      ],
    })
  })

  it("sends the resident's own supply by its name, with no inventory medication", () => {
    const own = { ...complete, ownSupply: true, medication: 'm1', medicationName: ' Spiriva 18 mcg ', route: 'Inhalatoria' }
    expect(kardexFormSchema.parse({ entries: [own] }).entries[0]).toEqual({
      ownSupply: true,
      medication: '',
      medicationName: 'Spiriva 18 mcg',
      dose: '1 comprimido',
      frequency: 'Cada 8 horas',
      route: 'Inhalatoria',
      date: '2026-11-01',
    })
    expect(kardexErrors([{ ...own, medicationName: '  ' }])).toEqual({
      'entries.0.medicationName': 'Escriba el nombre del medicamento.',
    })
  })

  it('gives back what the form does not show of a saved entry (its id and schedule)', () => {
    const kept = { _id: 'e1', times: ['08:00', '20:00'], prn: false, unitsPerDose: 1 }
    expect(kardexFormSchema.parse({ entries: [{ ...complete, kept }] }).entries[0]).toMatchObject(kept)
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

  it("takes DESIGN 8's fourteen routes, and no other", () => {
    const routes = ['Oral', 'Sublingual', 'Intravenosa', 'Intramuscular', 'Subcutánea', 'Tópica', 'Transdérmica']
    routes.push('Inhalatoria', 'Nasal', 'Oftálmica', 'Ótica', 'Rectal', 'Vaginal', 'Enteral (sonda)')
    for (const route of routes) {
      expect(kardexErrors([{ ...complete, route }])).toEqual({})
    }
    for (const route of ['Topical', 'Intravenous', '']) {
      expect(kardexErrors([{ ...complete, route }])).toEqual({
        'entries.0.route': 'Seleccione la vía de administración.',
      })
    }
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
      entries: [
        {
          ownSupply: false,
          medication: '',
          medicationName: '',
          dose: '',
          frequency: '',
          route: '',
          date: '2026-11-21',
        },
      ],
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
