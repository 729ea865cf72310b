import { describe, expect, it } from 'vitest'
import {
  allergyMatches,
  doseFormSchema,
  onlyCrossReactivity,
  emptyEntry,
  KARDEX_FORM_FIELDS,
  kardexFormSchema,
  toDoseFormValues,
  toKardexFormValues,
  type DoseFormValues,
  type KardexEntryValues,
} from '@/features/patients/records/kardex/form-schema'
import { nowTime } from '@/features/patients/records/shared/form-schema'
import { todayISO } from '@/lib/dates'

const complete: KardexEntryValues = {
  ...emptyEntry('2026-11-01'),
  medication: 'm1',
  dose: '1 comprimido',
  route: 'Oral',
  times: ['20:00', '08:00'],
}

/** What an entry sends when its schedule is the server's defaults (every day, one unit, no end). */
const scheduleSent = {
  endDate: '',
  times: ['08:00', '20:00'],
  weekdays: [],
  prn: false,
  unitsPerDose: 1,
  instructions: '',
  frequency: '',
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
          route: 'Oral',
          date: '2026-11-01',
          ...scheduleSent,
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
      route: 'Inhalatoria',
      date: '2026-11-01',
      ...scheduleSent,
    })
    expect(kardexErrors([{ ...own, medicationName: '  ' }])).toEqual({
      'entries.0.medicationName': 'Escriba el nombre del medicamento.',
    })
  })

  it('gives back what the form does not show of a saved entry (its id)', () => {
    const kept = { _id: 'e1', medicationStock: 3 }
    expect(kardexFormSchema.parse({ entries: [{ ...complete, kept }] }).entries[0]).toMatchObject(kept)
  })

  it("says SPEC 5's message for each missing part of an entry", () => {
    expect(kardexErrors([complete, emptyEntry('')])).toEqual({
      'entries.1.medication': 'Seleccione el medicamento.',
      'entries.1.dose': 'Ingrese la dosis.',
      'entries.1.route': 'Seleccione la vía de administración.',
      'entries.1.date': 'La fecha es requerida.',
      'entries.1.times': 'Indique las horas de administración o marque «si precisa».',
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
          route: '',
          date: '2026-11-21',
          times: [],
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          endDate: '',
          prn: false,
          prnIndication: '',
          prnMaxPerDay: '',
          prnMinHours: '',
          unitsPerDose: '1',
          instructions: '',
          frequency: '',
          unscheduled: false,
          scheduleText: '',
        },
      ],
    })
  })

  const saved = (entry: Record<string, unknown>) =>
    ({
      _id: 'k1',
      residentId: 'r1',
      patientId: 'r1',
      date: '2026-11-01',
      time: '',
      responsibleName: '',
      doses: [],
      createdBy: '',
      createdByName: '',
      createdAt: '',
      updatedBy: '',
      updatedByName: '',
      updatedAt: '',
      canDelete: true,
      entries: [
        {
          medication: 'm1',
          medicationName: 'Enalapril 10 mg',
          ownSupply: false,
          dose: '1 comprimido',
          frequency: '',
          route: 'Oral',
          date: '2026-11-01',
          ...entry,
        },
      ],
    }) as Parameters<typeof toKardexFormValues>[0]

  it('keeps each entry _id and its schedule when editing, and sends them back', () => {
    const kardex = saved({
      _id: 'e1',
      times: ['08:00'],
      weekdays: [1, 3, 5],
      endDate: '2026-12-31',
      prn: false,
      prnIndication: '',
      prnMaxPerDay: 0,
      unitsPerDose: 0.5,
      instructions: 'Con el desayuno',
      scheduleText: 'Lunes, miércoles y viernes a las 08:00 hasta el 31/12/2026',
      scheduleSetAt: '2026-11-01T10:00:00Z',
    })
    const values = toKardexFormValues(kardex)
    expect(values.entries[0]).toMatchObject({
      times: ['08:00'],
      weekdays: [1, 3, 5],
      unitsPerDose: '0,5',
      unscheduled: false,
      scheduleText: 'Lunes, miércoles y viernes a las 08:00 hasta el 31/12/2026',
      kept: { _id: 'e1' },
    })
    expect(kardexFormSchema.parse(values).entries[0]).toEqual({
      _id: 'e1',
      ownSupply: false,
      medication: 'm1',
      dose: '1 comprimido',
      route: 'Oral',
      date: '2026-11-01',
      endDate: '2026-12-31',
      times: ['08:00'],
      weekdays: [1, 3, 5],
      prn: false,
      unitsPerDose: 0.5,
      instructions: 'Con el desayuno',
      frequency: '',
    })
  })

  it('lets an entry from before schedules stay "Sin horario", keeping its free-text frequency', () => {
    const values = toKardexFormValues(saved({ _id: 'e1', times: [], frequency: 'Cada 8 horas', scheduleText: 'Sin horario' }))
    expect(values.entries[0]).toMatchObject({ unscheduled: true, times: [], weekdays: [1, 2, 3, 4, 5, 6, 7] })
    expect(kardexFormSchema.parse(values).entries[0]).toMatchObject({ _id: 'e1', times: [], frequency: 'Cada 8 horas' })
    // Once times are set, the server writes the frequency from them.
    const scheduled = { ...values, entries: [{ ...values.entries[0], times: ['09:00'] }] }
    expect(kardexFormSchema.parse(scheduled).entries[0]).toMatchObject({ times: ['09:00'], frequency: '' })
  })

  it('shows a PRN entry its saved hours between doses, and sends them back as the field says', () => {
    const edited = toKardexFormValues(saved({ _id: 'e1', prn: true, prnIndication: 'dolor', prnMaxPerDay: 3, prnMinHours: 8 }))
    expect(edited.entries[0]).toMatchObject({ prnMinHours: '8' })
    expect(edited.entries[0].kept).not.toHaveProperty('prnMinHours')
    expect(kardexFormSchema.parse(edited).entries[0]).toMatchObject({ prnMinHours: 8 })
  })
})

describe('the schedule of an entry', () => {
  it('sends a PRN entry without times or weekdays, with its indication and daily maximum', () => {
    const prn = { ...complete, prn: true, prnIndication: ' dolor ', prnMaxPerDay: '3', weekdays: [1] }
    expect(kardexFormSchema.parse({ entries: [prn] }).entries[0]).toMatchObject({
      prn: true,
      times: [],
      weekdays: [],
      prnIndication: 'dolor',
      prnMaxPerDay: 3,
    })
  })

  it("says the server's messages for a PRN without indication or a bad maximum", () => {
    const prn = { ...complete, prn: true }
    expect(kardexErrors([prn])).toEqual({
      'entries.0.prnIndication': 'Indique cuándo se da (por ejemplo, dolor).',
      'entries.0.prnMaxPerDay': 'Indique cuántas dosis al día como máximo.',
    })
    const withIndication = { ...prn, prnIndication: 'dolor' }
    expect(kardexErrors([{ ...withIndication, prnMaxPerDay: '1,5' }])).toEqual({
      'entries.0.prnMaxPerDay': 'Escribe un número entero.',
    })
    expect(kardexErrors([{ ...withIndication, prnMaxPerDay: '0' }])).toEqual({
      'entries.0.prnMaxPerDay': 'Debe ser mayor que cero.',
    })
    expect(kardexErrors([{ ...withIndication, prnMaxPerDay: '25' }])).toEqual({
      'entries.0.prnMaxPerDay': 'Es demasiado grande (máximo 24).',
    })
  })

  it('sends the hours between PRN doses when typed (1 to 24, whole), and leaves the default otherwise', () => {
    const prn = { ...complete, prn: true, prnIndication: 'dolor', prnMaxPerDay: '3' }
    expect(kardexFormSchema.parse({ entries: [{ ...prn, prnMinHours: '6' }] }).entries[0]).toMatchObject({ prnMinHours: 6 })
    expect(kardexFormSchema.parse({ entries: [prn] }).entries[0]).not.toHaveProperty('prnMinHours')
    expect(kardexErrors([{ ...prn, prnMinHours: '2,5' }])).toEqual({ 'entries.0.prnMinHours': 'Escribe un número entero.' })
    expect(kardexErrors([{ ...prn, prnMinHours: '0' }])).toEqual({ 'entries.0.prnMinHours': 'Debe ser mayor que cero.' })
    expect(kardexErrors([{ ...prn, prnMinHours: '25' }])).toEqual({
      'entries.0.prnMinHours': 'Es demasiado grande (máximo 24).',
    })
  })

  it('checks weekdays, end date, units per dose and instructions', () => {
    expect(kardexErrors([{ ...complete, weekdays: [] }])).toEqual({ 'entries.0.weekdays': 'Elija al menos un día.' })
    expect(kardexErrors([{ ...complete, endDate: '2026-10-31' }])).toEqual({
      'entries.0.endDate': 'La fecha de fin no puede ser anterior a la de inicio.',
    })
    expect(kardexErrors([{ ...complete, unitsPerDose: 'media' }])).toEqual({
      'entries.0.unitsPerDose': 'Escribe un número (por ejemplo, 36,8).',
    })
    expect(kardexErrors([{ ...complete, unitsPerDose: '101' }])).toEqual({
      'entries.0.unitsPerDose': 'Es demasiado grande (máximo 100).',
    })
    expect(kardexErrors([{ ...complete, times: ['25:00'] }])).toEqual({ 'entries.0.times': 'Hora no válida.' })
    expect(kardexFormSchema.parse({ entries: [{ ...complete, unitsPerDose: '0,5', weekdays: [6, 7] }] }).entries[0]).toMatchObject(
      { unitsPerDose: 0.5, weekdays: [6, 7] },
    )
  })
})

describe('allergyMatches', () => {
  it("finds the server's allergy messages among the entries' fields", () => {
    expect(
      allergyMatches({
        'entries.0.medication': 'Alergia registrada: Penicilina.',
        'entries.1.dose': 'Ingrese la dosis.',
        'entries.2.medication': 'Seleccione el medicamento.',
      }),
    ).toEqual(['Alergia registrada: Penicilina.'])
  })

  it('finds the groups and the cross-reactivity warnings, which alone are only confirmed', () => {
    const matches = allergyMatches({
      'entries.0.medication': 'Alergia registrada: Penicilina (grupo penicilinas: amoxicilina).',
      'entries.1.medication': 'Posible reacción cruzada: Penicilina y cefalosporinas.',
    })
    expect(matches).toEqual([
      'Alergia registrada: Penicilina (grupo penicilinas: amoxicilina).',
      'Posible reacción cruzada: Penicilina y cefalosporinas.',
    ])
    expect(onlyCrossReactivity(matches)).toBe(false)
    expect(onlyCrossReactivity(matches.slice(1))).toBe(true)
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

  it('asks a «si precisa» dose for its indication and refuses a time ahead of now (DESIGN 9)', () => {
    expect(doseErrors({ medication: 'm1', doseDate: '2026-11-21', doseTime: '09:00', prn: true, indication: ' ' })).toEqual({
      indication: 'Indique el motivo (la indicación).',
    })
    const ahead = new Date(Date.now() + 10 * 60_000)
    expect(doseErrors({ medication: 'm1', doseDate: todayISO(ahead), doseTime: nowTime(ahead) })).toEqual({
      doseTime: 'La hora no puede ser futura.',
    })
    const soon = new Date(Date.now() + 3 * 60_000)
    expect(doseErrors({ medication: 'm1', doseDate: todayISO(soon), doseTime: nowTime(soon) })).toEqual({})
  })

  it('starts today and now, on the only medication when the Kardex has one', () => {
    const now = new Date(2026, 10, 21, 9, 5)
    expect(toDoseFormValues(['m1'], now)).toEqual({
      medication: 'm1',
      doseDate: '2026-11-21',
      doseTime: '09:05',
      prn: false,
      indication: '',
    })
    expect(toDoseFormValues(['m1', 'm2'], now).medication).toBe('')
  })
})
