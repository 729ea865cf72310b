import { z } from 'zod'
import { recordBaseSchema, recordText } from '@/features/patients/records/shared/schemas'

/** An additional observation as saved: signed by whoever added it. */
export const savedObservationSchema = z.object({
  _id: recordText,
  observation: recordText,
  date: recordText,
  time: recordText,
  createdBy: recordText,
  createdByName: recordText,
})

export type SavedObservation = z.infer<typeof savedObservationSchema>

/** A social-work note: GET /notessocialworker/{residentId}. */
export const socialNoteSchema = recordBaseSchema.extend({
  primaryObservation: recordText,
  additionalObservations: z.array(savedObservationSchema).catch([]),
})

export type SocialNote = z.infer<typeof socialNoteSchema>

/** A new additional observation as sent. */
export type NewObservation = { observation: string; date: string; time: string; isNew: true }

/**
 * What create and update send. On update the server keeps the saved date, time, primary observation and
 * additional observations, and appends the new ones: only those are sent (SPEC 4).
 */
export type SocialNoteInput = {
  residentId: string
  date: string
  time: string
  primaryObservation: string
  additionalObservations: NewObservation[]
}
