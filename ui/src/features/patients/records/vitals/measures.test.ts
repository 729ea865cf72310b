import { describe, expect, it } from 'vitest'
import { formatMeasure, formatRange, formatReading } from '@/features/patients/records/vitals/format'
import { isOutside, isRealRange, VITAL_KEYS } from '@/features/patients/records/vitals/measures'
import { vitalMeasuresSchema } from '@/features/patients/records/vitals/schemas'
import { vitalMeasuresAnswer, vitalMeasures as m } from '@/test/vital-measures'

describe('the measures', () => {
  it("are SPEC's six in SPEC's order, then DESIGN 8's three", () => {
    expect(VITAL_KEYS).toEqual([
      'systolicPressure',
      'diastolicPressure',
      'glucose',
      'temperature',
      'heartRate',
      'respiratoryRate',
      'oxygenSaturation',
      'pain',
      'weight',
    ])
  })

  it("are read by key from the server's answer (GET /vital-ranges)", () => {
    expect(Object.keys(m)).toEqual(VITAL_KEYS)
    expect(m.temperature).toEqual({
      key: 'temperature',
      label: 'Temperatura',
      unit: '°C',
      min: 25,
      max: 45,
      defaultRange: { min: 35.5, max: 37.5 },
      zeroAllowed: false,
    })
    // A measure the UI has no field for is left out; one its records have but the answer lacks is an error.
    const extra = { ...vitalMeasuresAnswer[0], key: 'mood' }
    expect(Object.keys(vitalMeasuresSchema.parse([...vitalMeasuresAnswer, extra]))).toEqual(VITAL_KEYS)
    expect(vitalMeasuresSchema.safeParse(vitalMeasuresAnswer.slice(1)).success).toBe(false)
  })

  it("tell a real range from one that only spans what is possible (weight's default)", () => {
    expect(isRealRange(m.weight, m.weight.defaultRange)).toBe(false)
    expect(isRealRange(m.weight, { min: 50, max: 80 })).toBe(true)
    expect(isRealRange(m.oxygenSaturation, m.oxygenSaturation.defaultRange)).toBe(true)
    expect(isRealRange(m.pain, m.pain.defaultRange)).toBe(true)
  })

  it('keep the limits of a range in range and mark what lies beyond them', () => {
    const range = { min: 90, max: 140 }
    expect(isOutside(range, 90)).toBe(false)
    expect(isOutside(range, 140)).toBe(false)
    expect(isOutside(range, 140.5)).toBe(true)
    expect(isOutside(range, 89)).toBe(true)
  })

  it("read in Spanish, with the server's units", () => {
    expect(formatReading(36.5)).toBe('36,5')
    expect(formatReading(120)).toBe('120')
    expect(formatReading(1000)).toBe('1000')
    expect(formatMeasure(m.temperature, 38.25)).toBe('38,25 °C')
    expect(formatMeasure(m.heartRate, 72)).toBe('72 lat/min')
    expect(formatMeasure(m.oxygenSaturation, 97)).toBe('97 %')
    expect(formatMeasure(m.pain, 4)).toBe('4/10')
    expect(formatRange(m.pain, m.pain.defaultRange)).toBe('0–3/10')
    expect(formatMeasure(m.weight, 71.5)).toBe('71,5 kg')
    expect(formatRange(m.temperature, m.temperature.defaultRange)).toBe('35,5–37,5 °C')
    expect(formatRange(m.glucose, m.glucose.defaultRange)).toBe('70–180 mg/dL')
    expect(formatRange(m.respiratoryRate, { min: 10, max: 22.5 })).toBe('10–22,5 resp/min')
  })
})
