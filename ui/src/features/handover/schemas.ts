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
  /** An alert's items (alert, alert-acknowledged): the alert, and for one attended who did and what was done. */
  alertId: z.string().optional(),
  acknowledgedByName: z.string().optional(),
  comment: z.string().optional(),
})
export type HandoverItem = z.infer<typeof handoverItemSchema>

export const handoverNoteSchema = z.object({
  _id: text,
  /** '' for a note on the whole shift. */
  residentId: text,
  text: text,
  /** The author (issue 25: they may not mark the handover read). */
  byId: z.string().optional(),
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

const count = z.number().int().nonnegative().catch(0)

/** Issue 25: the shift's figures the handover leads with. */
export const handoverSummarySchema = z
  .object({
    alertsOpen: count,
    vitalsOutOfRange: count,
    incidents: count,
    falls: count,
    dosesHeldOrMissed: count,
    prnGiven: count,
    restraints: count,
    careMissing: count,
  })
  .catch({
    alertsOpen: 0,
    vitalsOutOfRange: 0,
    incidents: 0,
    falls: 0,
    dosesHeldOrMissed: 0,
    prnGiven: 0,
    restraints: 0,
    careMissing: 0,
  })
export type HandoverSummary = z.infer<typeof handoverSummarySchema>

/**
 * GET /handover: the summary, the residents without the day's care record (one line), the shift's items per
 * resident (the most urgent residents first, issue 25), the notes and who read it.
 */
export const handoverSchema = z.object({
  date: text,
  shift: z.enum(SHIFTS).catch('manana'),
  from: text,
  to: text,
  summary: handoverSummarySchema,
  careMissing: list(z.object({ residentId: text, residentName: text, room: text })),
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
