import { z } from 'zod'
import { recordBaseSchema, recordText } from '@/features/patients/records/shared/schemas'

/** An incident as the API sends it (GET /incidents/{residentId}, create and update). */
export const incidentSchema = recordBaseSchema.extend({
  shift: recordText,
  situation: recordText,
  /** Issue 13: the incident is a fall (opens a clinical alert). */
  isFall: z.boolean().catch(false),
  calledDoctor: z.boolean().catch(false),
  doctorResponse: recordText,
  calledRelative: z.boolean().catch(false),
  relativeResponse: recordText,
  otherAction: z.boolean().catch(false),
  otherResponse: recordText,
  observations: recordText,
})

export type Incident = z.infer<typeof incidentSchema>

/** What create and update send (a response whose switch is off is saved empty by the server). */
export type IncidentInput = Omit<Incident, keyof z.infer<typeof recordBaseSchema>> & {
  residentId: string
  date: string
  time: string
}
