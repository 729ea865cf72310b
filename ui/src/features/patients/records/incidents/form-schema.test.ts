import { describe, expect, it } from 'vitest'
import {
  incidentFormSchema,
  shiftAt,
  toIncidentFormValues,
  type IncidentFormValues,
} from '@/features/patients/records/incidents/form-schema'
import type { Incident } from '@/features/patients/records/incidents/schemas'

function values(patch: Partial<IncidentFormValues> = {}): IncidentFormValues {
  return {
    date: '2026-11-15',
    time: '13:40',
    shift: 'mañana',
    situation: 'Caída sin consecuencias al levantarse de la silla.',
    isFall: false,
    calledDoctor: false,
    doctorResponse: '',
    calledRelative: false,
    relativeResponse: '',
    otherAction: false,
    otherResponse: '',
    observations: '',
    ...patch,
  }
}

function errors(input: IncidentFormValues) {
  const result = incidentFormSchema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('incidentFormSchema', () => {
  it("says SPEC 5's message for each required field", () => {
    expect(errors(values({ date: '', time: '', shift: ' ', situation: '' }))).toEqual({
      date: 'La fecha es requerida.',
      time: 'La hora es requerida.',
      shift: 'El turno es requerido.',
      situation: 'La situación es requerida.',
    })
  })

  it('asks for the response of each switch that is on, together with the other errors', () => {
    expect(
      errors(values({ situation: '', calledDoctor: true, calledRelative: true, otherAction: true, otherResponse: '  ' })),
    ).toEqual({
      situation: 'La situación es requerida.',
      doctorResponse: 'Ingrese la respuesta del médico.',
      relativeResponse: 'Ingrese la respuesta del familiar.',
      otherResponse: 'Explique la intervención.',
    })
    expect(errors(values({ calledDoctor: false, doctorResponse: '' }))).toEqual({})
  })

  it('sends a response only when its switch is on', () => {
    const parsed = incidentFormSchema.parse(
      values({
        calledDoctor: true,
        doctorResponse: ' Vigilar 24 horas. ',
        calledRelative: false,
        relativeResponse: 'Escrito antes de apagar el interruptor',
      }),
    )
    expect(parsed).toMatchObject({
      calledDoctor: true,
      doctorResponse: 'Vigilar 24 horas.',
      calledRelative: false,
      relativeResponse: '',
      otherAction: false,
      otherResponse: '',
    })
  })

  it("keeps the shift to the server's 60 characters", () => {
    expect(errors(values({ shift: 'x'.repeat(61) }))).toEqual({ shift: 'Es demasiado largo (máximo 60 caracteres).' })
  })
})

describe('toIncidentFormValues', () => {
  it('starts a new incident now, in the current shift', () => {
    expect(toIncidentFormValues(null, new Date(2026, 10, 20, 16, 5))).toMatchObject({
      date: '2026-11-20',
      time: '16:05',
      shift: 'tarde',
      situation: '',
      isFall: false,
      calledDoctor: false,
    })
  })

  it('shows a saved incident as it is', () => {
    const incident = {
      _id: 'i1',
      residentId: 'r1',
      date: '2026-11-15',
      time: '13:40',
      shift: 'mañana',
      situation: 'Caída.',
      isFall: true,
      calledDoctor: true,
      doctorResponse: 'Vigilar.',
      calledRelative: false,
      relativeResponse: '',
      otherAction: false,
      otherResponse: '',
      observations: 'Andador.',
      createdBy: 'u1',
      createdByName: 'Carmen',
      createdAt: '',
      updatedBy: '',
      updatedByName: '',
      updatedAt: '',
      canDelete: true,
    } satisfies Incident
    expect(toIncidentFormValues(incident)).toEqual(
      values({ situation: 'Caída.', isFall: true, calledDoctor: true, doctorResponse: 'Vigilar.', observations: 'Andador.' }),
    )
  })
})

describe('isFall', () => {
  it('sends the fall switch as it is', () => {
    const result = incidentFormSchema.parse(values({ isFall: true }))
    expect(result.isFall).toBe(true)
    expect(incidentFormSchema.parse(values()).isFall).toBe(false)
  })
})

describe('shiftAt', () => {
  it('names the shift of a time of day', () => {
    expect(shiftAt(new Date(2026, 0, 1, 7, 0))).toBe('mañana')
    expect(shiftAt(new Date(2026, 0, 1, 14, 59))).toBe('mañana')
    expect(shiftAt(new Date(2026, 0, 1, 15, 0))).toBe('tarde')
    expect(shiftAt(new Date(2026, 0, 1, 22, 59))).toBe('tarde')
    expect(shiftAt(new Date(2026, 0, 1, 23, 0))).toBe('noche')
    expect(shiftAt(new Date(2026, 0, 1, 3, 0))).toBe('noche')
  })
})
