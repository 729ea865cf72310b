/**
 * The vital signs: SPEC 3's six in SPEC's order, then DESIGN 8's three (oxygen saturation, pain on the
 * EVA scale, weight). What is "out of range" for a reading is the server's answer (each record's
 * `outOfRange`, against the resident's own ranges); the UI reads the ranges (GET /vital-ranges) only to
 * shade the chart and to warn while a value is typed.
 */
export const VITAL_KEYS = [
  'systolicPressure',
  'diastolicPressure',
  'glucose',
  'temperature',
  'heartRate',
  'respiratoryRate',
  'oxygenSaturation',
  'pain',
  'weight',
] as const

export type VitalKey = (typeof VITAL_KEYS)[number]

export function isVitalKey(value: string): value is VitalKey {
  return (VITAL_KEYS as readonly string[]).includes(value)
}

export type VitalRange = { min: number; max: number }

export type VitalRanges = Record<VitalKey, VitalRange>

/**
 * What a body can physically show (DESIGN 8): the server refuses a reading outside it with
 * `Valor imposible (mín.–máx.).`, and so does the form before sending.
 */
export const PHYSICAL_LIMITS: VitalRanges = {
  systolicPressure: { min: 40, max: 300 },
  diastolicPressure: { min: 20, max: 200 },
  glucose: { min: 10, max: 1000 },
  temperature: { min: 25, max: 45 },
  heartRate: { min: 20, max: 250 },
  respiratoryRate: { min: 4, max: 80 },
  oxygenSaturation: { min: 50, max: 100 },
  pain: { min: 0, max: 10 },
  weight: { min: 20, max: 250 },
}

/** The server's reference ranges until a doctor sets the resident's own (DESIGN 8; weight has no real one). */
export const DEFAULT_RANGES: VitalRanges = {
  systolicPressure: { min: 90, max: 140 },
  diastolicPressure: { min: 60, max: 90 },
  glucose: { min: 70, max: 180 },
  temperature: { min: 35.5, max: 37.5 },
  heartRate: { min: 50, max: 100 },
  respiratoryRate: { min: 12, max: 20 },
  oxygenSaturation: { min: 92, max: 100 },
  pain: { min: 0, max: 3 },
  weight: { min: 20, max: 250 },
}

/** Pain may be 0 (no pain); every other measure must be above 0 (SPEC: `Debe ser positivo.`). */
export function zeroAllowed(key: VitalKey): boolean {
  return key === 'pain'
}

/**
 * True when `range` says something: a range that only spans what is physically possible (weight's default:
 * DESIGN gives it none) marks nothing and is neither shaded nor offered as a reference.
 */
export function isRealRange(key: VitalKey, range: VitalRange): boolean {
  const limits = PHYSICAL_LIMITS[key]
  return range.min > limits.min || range.max < limits.max
}

/** True when a reading falls outside `range` (its limits themselves are in range), as the server decides. */
export function isOutside(range: VitalRange, value: number): boolean {
  return value < range.min || value > range.max
}
