import { z } from 'zod'
import { recordBaseSchema, recordText } from '@/features/patients/records/shared/schemas'
import { VITAL_KEYS, type VitalKey } from '@/features/patients/records/vitals/measures'

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
