/**
 * The vital signs: SPEC 3's six in SPEC's order, then DESIGN 8's three (oxygen saturation, pain on the
 * EVA scale, weight). Their keys are the record's fields; everything else about them (label, unit, what is
 * physically possible, the default reference range) is the server's answer to GET /vital-ranges
 * (`vitalMeasuresQueryOptions`), read once. What is "out of range" for a reading is the server's answer too
 * (each record's `outOfRange`, against the resident's own ranges); the UI reads the ranges (GET
 * /vital-ranges/{residentId}) only to shade the chart and to warn while a value is typed.
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
 * One measure as the server describes it (GET /vital-ranges): `min`–`max` is what a body can physically
 * show (the server refuses a reading or a range limit outside it with `Valor imposible (mín.–máx.).`, and so
 * do the forms before sending), `defaultRange` the resident's range until a doctor sets one, and
 * `zeroAllowed` whether 0 is a reading (pain) rather than `Debe ser positivo.`.
 */
export type VitalMeasure = {
  key: VitalKey
  label: string
  unit: string
  min: number
  max: number
  defaultRange: VitalRange
  zeroAllowed: boolean
}

/** Every measure, by key (shown in the order of VITAL_KEYS, which is the server's). */
export type VitalMeasures = Record<VitalKey, VitalMeasure>

/**
 * True when `range` says something: a range that only spans what is physically possible (weight's default:
 * DESIGN gives it none) marks nothing and is neither shaded nor offered as a reference.
 */
export function isRealRange(measure: VitalMeasure, range: VitalRange): boolean {
  return range.min > measure.min || range.max < measure.max
}

/** True when a reading falls outside `range` (its limits themselves are in range), as the server decides. */
export function isOutside(range: VitalRange, value: number): boolean {
  return value < range.min || value > range.max
}
