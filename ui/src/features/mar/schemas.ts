import { z } from 'zod'
import { text } from '@/lib/schemas'

export const DOSE_STATUSES = ['pending', 'due', 'late', 'missed', 'given', 'held'] as const
export type DoseStatus = (typeof DOSE_STATUSES)[number]

/** Why a dose was held (contract 12, section 6), in DESIGN 9's order. */
export const HOLD_REASONS = [
  'refused',
  'absent',
  'asleep',
  'vomiting',
  'fasting',
  'medical-order',
  'no-stock',
  'other',
] as const
export type HoldReason = (typeof HOLD_REASONS)[number]

export const PRN_EFFECTS = ['effective', 'partial', 'not-effective'] as const
export type PrnEffect = (typeof PRN_EFFECTS)[number]

const number = z.number().nullish().transform((value) => value ?? 0)
const bool = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false)

/** A dose recorded: given or held (POST /mar/administrations, and inside the round's rows). */
export const administrationSchema = z.object({
  _id: z.string().min(1),
  kardexId: text,
  entryId: text,
  residentId: text,
  medicationName: text,
  /** Madrid `YYYY-MM-DDTHH:MM`; '' for PRN or outside the schedule. */
  scheduledAt: text,
  prn: bool,
  status: z.enum(['given', 'held']).catch('given'),
  /** RFC 3339 UTC. */
  at: text,
  by: text,
  byName: text,
  /** The hold code, or the PRN indication typed. */
  reason: text,
  note: text,
  stockUnits: number,
  /** The PRN follow-up: '' until assessed. */
  effect: text,
  effectNote: text,
  effectAt: text,
  effectByName: text,
  /** Once voided (undone or corrected): RFC 3339, by whom, why; '' while the dose stands. */
  voidedAt: text,
  voidedByName: text,
  voidReason: text,
})
export type Administration = z.infer<typeof administrationSchema>

/** The fields every row of the round (and of the PRN list) has. */
const rowBase = {
  residentId: text,
  residentName: text,
  room: text,
  areaId: text,
  areaName: text,
  /** `/api/images/<id>?size=thumb`, or null. */
  photo: text,
  allergies: text,
  kardexId: text,
  entryId: text,
  medication: text,
  medicationName: text,
  dose: text,
  route: text,
  unitsPerDose: number,
  instructions: text,
}

/** One dose of the shift (GET /mar). */
export const marRowSchema = z.object({
  ...rowBase,
  kind: z.enum(['scheduled', 'prn', 'extra']).catch('scheduled'),
  /** Madrid `YYYY-MM-DDTHH:MM`: the slot, or when a PRN/extra dose was given. */
  scheduledAt: text,
  status: z.enum(DOSE_STATUSES).catch('pending'),
  administration: administrationSchema.nullish().transform((value) => value ?? null),
})
export type MarRow = z.infer<typeof marRowSchema>

/** A PRN medication one may give now (GET /mar/prn). */
export const prnRowSchema = z.object({
  ...rowBase,
  prnIndication: text,
  prnMaxPerDay: number,
  givenLast24h: number,
  lastGivenAt: text,
  available: bool,
  /** «Última dosis a las HH:MM por …» when the last dose was within the hours that ask for confirmation. */
  repeatWarning: text,
})
export type PrnRow = z.infer<typeof prnRowSchema>

/** A PRN dose whose effect the shift is to assess (GET /mar/prn/followups): the round's row of the dose. */
export const prnFollowupSchema = marRowSchema.extend({
  /** Madrid `YYYY-MM-DDTHH:MM`: when the effect is to be assessed. */
  dueAt: text,
  /** Given before the shift began (the shift's own PRN doses are in its round). */
  earlierShift: bool,
})
export type PrnFollowup = z.infer<typeof prnFollowupSchema>

/** A Kardex entry in force without times or «si precisa» (GET /mar/unscheduled): for the doctor to schedule. */
export const unscheduledEntrySchema = z.object({
  residentId: z.string().min(1),
  residentName: text,
  room: text,
  areaName: text,
  kardexId: text,
  entryId: text,
  medicationName: text,
  dose: text,
  route: text,
  frequency: text,
})
export type UnscheduledEntry = z.infer<typeof unscheduledEntrySchema>


/** What POST /mar/administrations takes. */
export type AdministrationInput =
  | {
      kardexId: string
      entryId: string
      scheduledAt: string
      status: 'given' | 'held'
      reason: string
      note: string
    }
  | {
      kardexId: string
      entryId: string
      status: 'given'
      prn: true
      reason: string
      note: string
      /** Gives it within the hours after another dose of the entry (after the 409 that asked). */
      confirmRepeat?: boolean
    }
