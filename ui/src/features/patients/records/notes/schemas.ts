import type { z } from 'zod'
import { recordBaseSchema, recordText } from '@/features/patients/records/shared/schemas'

/** A general note: GET /notes/{residentId}; `userIdName` is who signed it. */
export const noteSchema = recordBaseSchema.extend({
  observations: recordText,
  userIdName: recordText,
})

export type Note = z.infer<typeof noteSchema>

/** What create and update send. */
export type NoteInput = { residentId: string; date: string; time: string; observations: string }
