import { z } from 'zod'
import { text } from '@/lib/schemas'

/** Text the server may send as null or leave out, read as '': lib/schemas' text, under the records' name. */
export const recordText = text

/**
 * The fields every record kind has in its JSON (see /tmp/contract-records.md): the signer is always the
 * user who made the call. Extend it with the kind's own fields: `recordBaseSchema.extend({...})`.
 */
export const recordBaseSchema = z.object({
  _id: z.string().min(1),
  residentId: recordText,
  /** `YYYY-MM-DD` */
  date: recordText,
  /** `HH:MM`, or '' when the kind has no time. */
  time: recordText,
  createdBy: recordText,
  createdByName: recordText,
  createdAt: recordText,
  updatedBy: recordText,
  updatedByName: recordText,
  updatedAt: recordText,
  /** The server's answer for the caller: may they delete this record (their own within 24 h, or records.delete-any). */
  canDelete: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
})

export type RecordBase = z.infer<typeof recordBaseSchema>
