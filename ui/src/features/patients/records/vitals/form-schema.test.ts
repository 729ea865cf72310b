import { describe, expect, it } from 'vitest'
import {
  toVitalsFormValues,
  vitalsFormSchema,
  type VitalsFormValues,
} from '@/features/patients/records/vitals/form-schema'

const empty = {
  systolicPressure: '',
  diastolicPressure: '',
  glucose: '',
  temperature: '',
  heartRate: '',
  respiratoryRate: '',
}

function values(patch: Partial<VitalsFormValues> = {}, readings: Partial<typeof empty> = {}): VitalsFormValues {
  return {
    date: '2026-11-20',
    time: '08:30',
    vitalSigns: { ...empty, temperature: '36,5', ...readings },
    diagnostics: '',
    physicalExam: { observations: '' },
    ...patch,
  }
}

function errors(input: VitalsFormValues) {
  const result = vitalsFormSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('vitalsFormSchema', () => {
  it('sends the readings taken as numbers and the others as null', () => {
    const parsed = vitalsFormSchema.parse(
      values({ diagnostics: '  Febrícula. ', physicalExam: { observations: 'Sin hallazgos.' } }, { heartRate: '72' }),
    )
    expect(parsed).toEqual({
      date: '2026-11-20',
      time: '08:30',
      vitalSigns: {
        systolicPressure: null,
        diastolicPressure: null,
        glucose: null,
        temperature: 36.5,
        heartRate: 72,
        respiratoryRate: null,
      },
      diagnostics: 'Febrícula.',
      physicalExam: { observations: 'Sin hallazgos.' },
    })
  })

  it('requires the date, and takes the time as optional', () => {
    expect(errors(values({ date: '' }))).toEqual({ date: 'La fecha es requerida.' })
    expect(errors(values({ date: '2026-02-30' }))).toEqual({ date: 'La fecha no es válida.' })
    expect(errors(values({ time: '' }))).toEqual({})
    expect(errors(values({ time: '25:00' }))).toEqual({ time: 'La hora no es válida.' })
  })

  it('says "Debe ser positivo." for zero, negative or unreadable values, and refuses values the server does not take', () => {
    expect(errors(values({}, { glucose: '0', heartRate: '-60', respiratoryRate: 'abc' }))).toEqual({
      'vitalSigns.glucose': 'Debe ser positivo.',
      'vitalSigns.heartRate': 'Debe ser positivo.',
      'vitalSigns.respiratoryRate': 'Debe ser positivo.',
    })
    expect(errors(values({}, { systolicPressure: '1000' }))).toEqual({
      'vitalSigns.systolicPressure': 'El valor es demasiado alto.',
    })
  })

  it('needs at least one reading', () => {
    expect(errors(values({}, { temperature: '' }))).toEqual({ vitalSigns: 'Registra al menos un signo vital.' })
  })

  it("limits the free texts to the server's 2000 characters", () => {
    expect(errors(values({ diagnostics: 'a'.repeat(2001) }))).toEqual({
      diagnostics: 'Es demasiado largo (máximo 2000 caracteres).',
    })
  })
})

describe('toVitalsFormValues', () => {
  it('starts a new record today and now with nothing taken', () => {
    expect(toVitalsFormValues(null, new Date(2026, 10, 20, 9, 5))).toEqual({
      date: '2026-11-20',
      time: '09:05',
      vitalSigns: empty,
      diagnostics: '',
      physicalExam: { observations: '' },
    })
  })

  it('shows a saved record with its readings as text and empty fields for those not taken', () => {
    const record = {
      _id: 'v1',
      residentId: 'r1',
      date: '2026-11-19',
      time: '',
      vitalSigns: { ...Object.fromEntries(Object.keys(empty).map((key) => [key, null])), temperature: 37.8 },
      diagnostics: 'Fiebre.',
      physicalExam: { observations: 'Buen estado.' },
      createdBy: '',
      createdByName: '',
      createdAt: '',
      updatedBy: '',
      updatedByName: '',
      updatedAt: '',
    } as Parameters<typeof toVitalsFormValues>[0]
    expect(toVitalsFormValues(record)).toEqual({
      date: '2026-11-19',
      time: '',
      vitalSigns: { ...empty, temperature: '37.8' },
      diagnostics: 'Fiebre.',
      physicalExam: { observations: 'Buen estado.' },
    })
  })
})
