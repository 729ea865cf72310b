import { z } from 'zod'
import { text } from '@/lib/schemas'
import { SHIFTS } from '@/lib/shifts'

export const handoverItemSchema = z.object({
  /** incident, fall, vital, dose-held, dose-missed, dose-late, prn, prn-followup, kardex, restraint-start, restraint-end, alert, care-missing. */
  kind: text,
  /** Madrid wall clock `YYYY-MM-DDTHH:MM`. */
  at: text,
  text: text,
  recordId: text,
})
export type HandoverItem = z.infer<typeof handoverItemSchema>

export const handoverNoteSchema = z.object({
  _id: text,
  /** '' for a note on the whole shift. */
  residentId: text,
  text: text,
  byName: text,
  /** RFC 3339, or Madrid wall clock. */
  at: text,
})
export type HandoverNote = z.infer<typeof handoverNoteSchema>

export const readReceiptSchema = z.object({ userId: text, name: text, at: text })
export type ReadReceipt = z.infer<typeof readReceiptSchema>

const list = <T extends z.ZodType>(schema: T) =>
  z
    .array(schema)
    .nullish()
    .transform((value) => value ?? [])

/** GET /handover: the shift's items per resident (round order), the notes and who read it. */
export const handoverSchema = z.object({
  date: text,
  shift: z.enum(SHIFTS).catch('manana'),
  from: text,
  to: text,
  residents: list(
    z.object({
      residentId: text,
      residentName: text,
      room: text,
      items: list(handoverItemSchema),
    }),
  ),
  notes: list(handoverNoteSchema),
  readBy: list(readReceiptSchema),
})
export type Handover = z.infer<typeof handoverSchema>
