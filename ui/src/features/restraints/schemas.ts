import { z } from 'zod'
import { text } from '@/lib/schemas'

export const RESTRAINT_TYPES = ['physical', 'pharmacological'] as const
export type RestraintType = (typeof RESTRAINT_TYPES)[number]

const list = <T extends z.ZodType>(schema: T) =>
  z
    .array(schema)
    .nullish()
    .transform((value) => value ?? [])

/** A renewal: the new review date the doctor set, with their note (POST /restraints/{id}/review). */
export const restraintReviewSchema = z.object({
  reviewDate: text,
  note: text,
  by: text,
  byName: text,
  /** RFC 3339 UTC. */
  at: text,
})
export type RestraintReview = z.infer<typeof restraintReviewSchema>

/** A shift's check by a nurse (POST /restraints/{id}/checks). */
export const restraintCheckSchema = z.object({
  _id: text,
  applied: z.boolean(),
  skinOk: z.boolean(),
  releasedMinutes: z.number().int(),
  note: text,
  by: text,
  byName: text,
  /** RFC 3339 UTC. */
  at: text,
})
export type RestraintCheck = z.infer<typeof restraintCheckSchema>

/**
 * A restraint of the register (DESIGN 11, contract-15): the doctor's order with its consent, whether it is
 * active or ended, `expired` when active past its review date, and its renewals and checks oldest first.
 */
export const restraintSchema = z.object({
  _id: z.string().min(1),
  residentId: text,
  residentName: text,
  type: z.enum(RESTRAINT_TYPES).catch('physical'),
  device: text,
  reason: text,
  alternativesTried: text,
  schedule: text,
  /** Calendar dates, YYYY-MM-DD. */
  startDate: text,
  reviewDate: text,
  consent: z.object({ givenBy: text, relationship: text, date: text }),
  prescribedBy: text,
  prescribedByName: text,
  createdAt: text,
  status: z.enum(['active', 'ended']).catch('active'),
  expired: z.boolean().catch(false),
  endedAt: text,
  endedBy: text,
  endedByName: text,
  endReason: text,
  reviews: list(restraintReviewSchema),
  checks: list(restraintCheckSchema),
})
export type Restraint = z.infer<typeof restraintSchema>
