import { describe, expect, it } from 'vitest'
import { formatMeasure, formatRange, formatReading } from '@/features/patients/records/vitals/format'
import { isOutOfRange, REFERENCE_RANGES, VITAL_KEYS } from '@/features/patients/records/vitals/measures'

describe('reference ranges', () => {
  it('are set once for the six measures, in SPEC order', () => {
    expect(VITAL_KEYS).toEqual([
      'systolicPressure',
      'diastolicPressure',
      'glucose',
      'temperature',
      'heartRate',
      'respiratoryRate',
    ])
    expect(REFERENCE_RANGES).toEqual({
      systolicPressure: { low: 90, high: 140 },
      diastolicPressure: { low: 60, high: 90 },
      glucose: { low: 70, high: 180 },
      temperature: { low: 35.5, high: 37.5 },
      heartRate: { low: 50, high: 100 },
      respiratoryRate: { low: 12, high: 20 },
    })
  })

  it('keep the limits in range and mark what lies beyond them', () => {
    expect(isOutOfRange('systolicPressure', 90)).toBe(false)
    expect(isOutOfRange('systolicPressure', 140)).toBe(false)
    expect(isOutOfRange('systolicPressure', 141)).toBe(true)
    expect(isOutOfRange('systolicPressure', 89)).toBe(true)
    expect(isOutOfRange('temperature', 37.5)).toBe(false)
    expect(isOutOfRange('temperature', 37.6)).toBe(true)
    expect(isOutOfRange('temperature', 35.4)).toBe(true)
    expect(isOutOfRange('glucose', 181)).toBe(true)
    expect(isOutOfRange('heartRate', 49)).toBe(true)
    expect(isOutOfRange('respiratoryRate', 21)).toBe(true)
    expect(isOutOfRange('diastolicPressure', 75)).toBe(false)
  })

  it('read in Spanish, with their units', () => {
    expect(formatReading(36.5)).toBe('36,5')
    expect(formatReading(120)).toBe('120')
    expect(formatMeasure('temperature', 38.25)).toBe('38,3 °C')
    expect(formatMeasure('heartRate', 72)).toBe('72 lat/min')
    expect(formatRange('temperature')).toBe('35,5–37,5 °C')
    expect(formatRange('glucose')).toBe('70–180 mg/dL')
    expect(formatRange('respiratoryRate')).toBe('12–20 resp/min')
  })
})
