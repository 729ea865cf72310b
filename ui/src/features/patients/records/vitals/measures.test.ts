import { describe, expect, it } from 'vitest'
import { formatMeasure, formatRange, formatReading } from '@/features/patients/records/vitals/format'
import {
  DEFAULT_RANGES,
  isOutside,
  isRealRange,
  PHYSICAL_LIMITS,
  VITAL_KEYS,
  zeroAllowed,
} from '@/features/patients/records/vitals/measures'

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
    expect(Object.keys(PHYSICAL_LIMITS)).toEqual(VITAL_KEYS)
    expect(Object.keys(DEFAULT_RANGES)).toEqual(VITAL_KEYS)
    expect(VITAL_KEYS.filter(zeroAllowed)).toEqual(['pain'])
  })

  it("have DESIGN 8's default ranges, each within what is possible", () => {
    expect(DEFAULT_RANGES.temperature).toEqual({ min: 35.5, max: 37.5 })
    expect(DEFAULT_RANGES.oxygenSaturation).toEqual({ min: 92, max: 100 })
    expect(DEFAULT_RANGES.pain).toEqual({ min: 0, max: 3 })
    for (const key of VITAL_KEYS) {
      expect(DEFAULT_RANGES[key].min).toBeGreaterThanOrEqual(PHYSICAL_LIMITS[key].min)
      expect(DEFAULT_RANGES[key].max).toBeLessThanOrEqual(PHYSICAL_LIMITS[key].max)
    }
  })

  it("tell a real range from one that only spans what is possible (weight's default)", () => {
    expect(isRealRange('weight', DEFAULT_RANGES.weight)).toBe(false)
    expect(isRealRange('weight', { min: 50, max: 80 })).toBe(true)
    expect(isRealRange('oxygenSaturation', DEFAULT_RANGES.oxygenSaturation)).toBe(true)
    expect(isRealRange('pain', DEFAULT_RANGES.pain)).toBe(true)
  })

  it('keep the limits of a range in range and mark what lies beyond them', () => {
    const range = { min: 90, max: 140 }
    expect(isOutside(range, 90)).toBe(false)
    expect(isOutside(range, 140)).toBe(false)
    expect(isOutside(range, 140.5)).toBe(true)
    expect(isOutside(range, 89)).toBe(true)
  })

  it('read in Spanish, with their units', () => {
    expect(formatReading(36.5)).toBe('36,5')
    expect(formatReading(120)).toBe('120')
    expect(formatReading(1000)).toBe('1000')
    expect(formatMeasure('temperature', 38.25)).toBe('38,25 °C')
    expect(formatMeasure('heartRate', 72)).toBe('72 lat/min')
    expect(formatMeasure('oxygenSaturation', 97)).toBe('97 %')
    expect(formatMeasure('pain', 4)).toBe('4/10')
    expect(formatRange('pain', DEFAULT_RANGES.pain)).toBe('0–3/10')
    expect(formatMeasure('weight', 71.5)).toBe('71,5 kg')
    expect(formatRange('temperature', DEFAULT_RANGES.temperature)).toBe('35,5–37,5 °C')
    expect(formatRange('glucose', DEFAULT_RANGES.glucose)).toBe('70–180 mg/dL')
    expect(formatRange('respiratoryRate', { min: 10, max: 22.5 })).toBe('10–22,5 resp/min')
  })
})
