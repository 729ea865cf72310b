import { z } from 'zod'
import { text } from '@/lib/schemas'

/** The plan's areas (DESIGN 14), in the order they are shown and printed. */
export const AREA_IDS = ['sanitaria', 'funcional', 'cognitiva-emocional', 'social-familiar', 'ocio-participacion'] as const
export type AreaId = (typeof AREA_IDS)[number]

/** A version's status: a draft being written, the plan in force, or one a later version replaced. */
export const PLAN_STATUSES = ['borrador', 'vigente', 'sustituido'] as const
export type PlanStatus = (typeof PLAN_STATUSES)[number]

/** A need's outcome at review. */
export const OUTCOMES = ['logrado', 'parcial', 'no-logrado'] as const
export type Outcome = (typeof OUTCOMES)[number]

const list = <T extends z.ZodType>(schema: T) =>
  z
    .array(schema)
    .nullish()
    .transform((value) => value ?? [])

/** The band of the scale a suggested need came from: which assessment, its score and the band's label. */
export const needSourceSchema = z.object({ scale: text, assessmentId: text, score: z.number(), band: text })
export type NeedSource = z.infer<typeof needSourceSchema>

/** What is done for a need: how often in words, and every so many hours or at times of day (or neither). */
export const interventionSchema = z.object({
  _id: text,
  text: text,
  frequency: text,
  everyHours: z.number().int().nullish().transform((value) => value ?? null),
  times: list(z.string()),
  role: text,
  responsible: text,
})
export type Intervention = z.infer<typeof interventionSchema>

export const needSchema = z.object({
  _id: text,
  text: text,
  objective: text,
  /** Set when the draft suggested it from a scale's band. */
  source: needSourceSchema.nullish().transform((value) => value ?? null),
  interventions: list(interventionSchema),
  /** Calendar dates, YYYY-MM-DD. */
  startDate: text,
  reviewDate: text,
  outcome: z.enum(OUTCOMES).nullish().catch(null).transform((value) => value ?? null),
  outcomeNote: text,
})
export type Need = z.infer<typeof needSchema>

export const contributorSchema = z.object({ name: text, role: text })
export type Contributor = z.infer<typeof contributorSchema>

export const areaSchema = z.object({
  id: z.enum(AREA_IDS),
  contributors: list(contributorSchema),
  needs: list(needSchema),
})
export type Area = z.infer<typeof areaSchema>

/** How the plan was agreed: `signature` is the picture's address (/api/images/…). */
export const agreementSchema = z.object({
  name: text,
  relationship: text,
  date: text,
  method: z.enum(['tableta', 'papel']).catch('papel'),
  signature: text,
})
export type Agreement = z.infer<typeof agreementSchema>

/** A significant change that made the plan due at once (a fall with injury, a return from hospital…). */
export const reviewTriggerSchema = z.object({ kind: text, text: text, at: text, sourceId: text })
export type ReviewTrigger = z.infer<typeof reviewTriggerSchema>

/**
 * What the plan is drawn from, read afresh with it («Datos de partida»): the latest score of each scale, the
 * allergies, the diagnosis, the active restraints and the Kardex. Read-only; the server may leave it out.
 */
export const planContextSchema = z.object({
  scales: list(
    z.object({
      scale: text,
      scaleName: text,
      assessmentId: text,
      date: text,
      score: z.number(),
      band: z.object({ label: text, severity: z.enum(['none', 'low', 'medium', 'high']).catch('none') }),
    }),
  ),
  allergies: text,
  diagnosis: text,
  restraints: list(z.object({ _id: text, type: text, device: text, schedule: text, startDate: text, reviewDate: text })),
  kardex: list(
    z.object({
      entryId: text,
      medicationName: text,
      dose: text,
      route: text,
      frequency: text,
      times: list(z.string()),
      prn: z.boolean().catch(false),
    }),
  ),
})
export type PlanContext = z.infer<typeof planContextSchema>

/**
 * One version of a resident's care plan (DESIGN 14). `dueDate` is the resident's due date now for a draft and
 * the plan in force, and the one it had for a superseded plan.
 */
export const carePlanSchema = z.object({
  _id: z.string().min(1),
  residentId: text,
  residentName: text,
  version: z.number().int(),
  status: z.enum(PLAN_STATUSES),
  person: z.object({ biography: text, preferences: text, matters: text }),
  referenceProfessional: text,
  areas: list(areaSchema),
  agreement: agreementSchema.nullish().transform((value) => value ?? null),
  dueDate: text,
  createdBy: text,
  createdByName: text,
  /** RFC 3339 UTC, like updatedAt, approvedAt and supersededAt. */
  createdAt: text,
  updatedByName: text,
  updatedAt: text,
  approvedBy: text,
  approvedByName: text,
  approvedAt: text,
  supersededAt: text,
  reviewTriggers: list(reviewTriggerSchema),
  context: planContextSchema.nullish().transform((value) => value ?? null),
})
export type CarePlan = z.infer<typeof carePlanSchema>
