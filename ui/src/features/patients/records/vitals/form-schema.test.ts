import { describe, expect, it } from 'vitest'
import {
  toVitalsFormValues,
  vitalsFormSchema as schemaFor,
  type VitalsFormValues,
} from '@/features/patients/records/vitals/form-schema'
import type { VitalMeasures } from '@/features/patients/records/vitals/measures'
import type { VitalValues } from '@/features/patients/records/vitals/schemas'
import { vitalMeasures } from '@/test/vital-measures'

// Built, as the form builds it, from the server's measures (GET /vital-ranges).
const vitalsFormSchema = schemaFor(vitalMeasures)

const empty = {
  systolicPressure: '',
  diastolicPressure: '',
  glucose: '',
  temperature: '',
  heartRate: '',
  respiratoryRate: '',
  oxygenSaturation: '',
  pain: '',
  weight: '',
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

function errors(input: VitalsFormValues, schema = vitalsFormSchema) {
  const result = schema.safeParse(input)
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
        oxygenSaturation: null,
        pain: null,
        weight: null,
      },
      diagnostics: 'Febrícula.',
      physicalExam: { observations: 'Sin hallazgos.' },
    })
  })

  it('requires the date, and takes the time as optional', () => {
    expect(errors(values({ date: '' }))).toEqual({ date: 'La fecha es requerida.' })
    expect(errors(values({ date: '2026-02-30' }))).toEqual({ date: 'Fecha no válida.' })
    expect(errors(values({ time: '' }))).toEqual({})
    expect(errors(values({ time: '25:00' }))).toEqual({ time: 'Hora no válida.' })
  })

  it('reads a decimal comma or point, never "36,8" as 368', () => {
    const read = (temperature: string) => vitalsFormSchema.parse(values({}, { temperature })).vitalSigns.temperature
    expect(read('36,8')).toBe(36.8)
    expect(read('36.8')).toBe(36.8)
    expect(read(' 37 ')).toBe(37)
    expect(
      vitalsFormSchema.parse(values({}, { weight: '72,35', oxygenSaturation: '97', pain: '0' })).vitalSigns,
    ).toMatchObject({
      weight: 72.35,
      oxygenSaturation: 97,
      pain: 0,
    })
  })

  it('says "Debe ser positivo." first for zero or less (pain may be 0), then what is not a number', () => {
    expect(errors(values({}, { glucose: '0', heartRate: '-60', respiratoryRate: 'abc', pain: '0' }))).toEqual({
      'vitalSigns.glucose': 'Debe ser positivo.',
      'vitalSigns.heartRate': 'Debe ser positivo.',
      'vitalSigns.respiratoryRate': 'Escribe un número (por ejemplo, 36,8).',
    })
    expect(errors(values({}, { temperature: '1.234,5', weight: '0' }))).toEqual({
      'vitalSigns.temperature': 'Escribe un número (por ejemplo, 36,8).',
      'vitalSigns.weight': 'Debe ser positivo.',
    })
  })

  it("refuses what no body can show, with the server's limits (DESIGN 8)", () => {
    expect(
      errors(
        values(
          {},
          {
            temperature: '368',
            systolicPressure: '301',
            diastolicPressure: '19',
            glucose: '1001',
            heartRate: '251',
            respiratoryRate: '3',
            oxygenSaturation: '49',
            pain: '11',
            weight: '250,5',
          },
        ),
      ),
    ).toEqual({
      'vitalSigns.temperature': 'Valor imposible (25–45).',
      'vitalSigns.systolicPressure': 'Valor imposible (40–300).',
      'vitalSigns.diastolicPressure': 'Valor imposible (20–200).',
      'vitalSigns.glucose': 'Valor imposible (10–1000).',
      'vitalSigns.heartRate': 'Valor imposible (20–250).',
      'vitalSigns.respiratoryRate': 'Valor imposible (4–80).',
      'vitalSigns.oxygenSaturation': 'Valor imposible (50–100).',
      'vitalSigns.pain': 'Valor imposible (0–10).',
      'vitalSigns.weight': 'Valor imposible (20–250).',
    })
    expect(errors(values({}, { pain: '-1' }))).toEqual({ 'vitalSigns.pain': 'Valor imposible (0–10).' })
    // The limits themselves are possible.
    expect(
      errors(values({}, { temperature: '45', systolicPressure: '40', pain: '10', oxygenSaturation: '100' })),
    ).toEqual({})
  })

  it("checks with whatever limits the server gives, not a copy of its own", () => {
    const measures: VitalMeasures = {
      ...vitalMeasures,
      temperature: { ...vitalMeasures.temperature, min: 30, max: 42.5 },
      glucose: { ...vitalMeasures.glucose, min: 0, zeroAllowed: true },
    }
    const schema = schemaFor(measures)
    expect(errors(values({}, { temperature: '43', glucose: '0' }), schema)).toEqual({
      'vitalSigns.temperature': 'Valor imposible (30–42,5).',
    })
    expect(errors(values({}, { temperature: '43' }))).toEqual({})
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

  it('shows a saved record with its readings written the es-ES way and empty fields for those not taken', () => {
    const record = {
      _id: 'v1',
      residentId: 'r1',
      date: '2026-11-19',
      time: '',
      vitalSigns: {
        ...(Object.fromEntries(Object.keys(empty).map((key) => [key, null])) as VitalValues),
        temperature: 37.8,
      },
      diagnostics: 'Fiebre.',
      physicalExam: { observations: 'Buen estado.' },
      createdBy: '',
      createdByName: '',
      createdAt: '',
      updatedBy: '',
      updatedByName: '',
      updatedAt: '',
      canDelete: true,
      outOfRange: [],
    } satisfies Parameters<typeof toVitalsFormValues>[0]
    expect(toVitalsFormValues(record)).toEqual({
      date: '2026-11-19',
      time: '',
      vitalSigns: { ...empty, temperature: '37,8' },
      diagnostics: 'Fiebre.',
      physicalExam: { observations: 'Buen estado.' },
    })
  })
})
