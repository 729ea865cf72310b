/**
 * The six vital signs of SPEC 3, in SPEC's order, and their reference ranges for an older adult at rest.
 * The ranges are the one place the UI decides what is "out of range" (the chart's marks and counts and
 * the legend all read them); they guide the eye and are not a diagnosis.
 */
export const VITAL_KEYS = [
  'systolicPressure',
  'diastolicPressure',
  'glucose',
  'temperature',
  'heartRate',
  'respiratoryRate',
] as const

export type VitalKey = (typeof VITAL_KEYS)[number]

export type ReferenceRange = { low: number; high: number }

export const REFERENCE_RANGES: Record<VitalKey, ReferenceRange> = {
  systolicPressure: { low: 90, high: 140 },
  diastolicPressure: { low: 60, high: 90 },
  glucose: { low: 70, high: 180 },
  temperature: { low: 35.5, high: 37.5 },
  heartRate: { low: 50, high: 100 },
  respiratoryRate: { low: 12, high: 20 },
}

/** True when a reading falls outside its reference range (the limits themselves are in range). */
export function isOutOfRange(key: VitalKey, value: number): boolean {
  const { low, high } = REFERENCE_RANGES[key]
  return value < low || value > high
}
