import { z } from 'zod'
import { recordBaseSchema, recordText } from '@/features/patients/records/shared/schemas'
import {
  isVitalKey,
  VITAL_KEYS,
  type VitalKey,
  type VitalMeasure,
  type VitalMeasures,
  type VitalRanges,
} from '@/features/patients/records/vitals/measures'

/** A measure's value, or null when it was not taken. */
const reading = z.number().nullable().catch(null)

export const vitalValuesSchema = z.object(
  Object.fromEntries(VITAL_KEYS.map((key) => [key, reading])) as Record<VitalKey, typeof reading>,
)

export type VitalValues = z.infer<typeof vitalValuesSchema>

/** A vital-signs record as the API sends it (GET /vitalsigns/{residentId}, create and update). */
export const vitalSignsRecordSchema = recordBaseSchema.extend({
  vitalSigns: vitalValuesSchema,
  diagnostics: recordText,
  physicalExam: z.object({ observations: recordText }).catch({ observations: '' }),
  /** The server's answer: the measures outside the resident's ranges when the record was read. */
  outOfRange: z
    .array(z.string())
    .catch([])
    .transform((keys) => keys.filter(isVitalKey)),
})

export type VitalSignsRecord = z.infer<typeof vitalSignsRecordSchema>

/** What create and update send (the signer is the caller; the server ignores any createdBy). */
export type VitalSignsInput = {
  residentId: string
  date: string
  /** `HH:MM`, or '' for none. */
  time: string
  vitalSigns: VitalValues
  diagnostics: string
  physicalExam: { observations: string }
}

const rangeSchema = z.object({ min: z.number(), max: z.number() })

/** GET/PUT /vital-ranges/{residentId}: every measure's `{min, max}` (the server fills in the defaults). */
export const vitalRangesSchema = z.object(
  Object.fromEntries(VITAL_KEYS.map((key) => [key, rangeSchema])) as Record<VitalKey, typeof rangeSchema>,
) satisfies z.ZodType<VitalRanges>

const measureSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  min: z.number(),
  max: z.number(),
  defaultRange: rangeSchema,
  zeroAllowed: z.boolean(),
})

/**
 * GET /vital-ranges: every measure the server knows, in its order, read by key. A measure the UI has no
 * field for is left out; one the UI's records have but the answer lacks is an error (its readings could
 * not be checked).
 */
export const vitalMeasuresSchema = z
  .array(measureSchema)
  .transform((list) => list.filter((measure): measure is VitalMeasure => isVitalKey(measure.key)))
  .refine((list) => VITAL_KEYS.every((key) => list.some((measure) => measure.key === key)), {
    message: 'GET /vital-ranges lacks a measure',
  })
  .transform((list) => Object.fromEntries(list.map((measure) => [measure.key, measure])) as VitalMeasures)
