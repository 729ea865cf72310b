import { z } from 'zod'
import { text } from '@/lib/schemas'

/** The positions of a change, as the API names them (DESIGN 15), in the order the buttons show them. */
export const POSITIONS = ['supino', 'lateral-izquierdo', 'lateral-derecho', 'sentado', 'prono'] as const
export type Position = (typeof POSITIONS)[number]

/** The one-tap drinks (ml), and the name each is recorded with. */
export const FLUID_PRESETS = [
  { key: 'vaso', ml: 200 },
  { key: 'taza', ml: 150 },
  { key: 'botella', ml: 500 },
] as const

export const BRISTOL_TYPES = [1, 2, 3, 4, 5, 6, 7] as const

/** ESPEN's daily fluid target by sex, the server's default (server/fluids.go). */
export const ESPEN_TARGET = { female: 1600, male: 2000 } as const

/** Who voided an entry, when and why; null on an entry in force. */
const voidSchema = z
  .object({ at: text, by: text, reason: text })
  .nullish()
  .transform((value) => value ?? null)

const entry = {
  _id: z.string().min(1),
  residentId: text,
  createdBy: text,
  createdByName: text,
  /** RFC 3339 UTC. */
  createdAt: text,
  voided: voidSchema,
}

const list = <T extends z.ZodType>(schema: T) =>
  z
    .array(schema)
    .nullish()
    .transform((value) => value ?? [])

export const repositioningChangeSchema = z.object({
  ...entry,
  /** RFC 3339 UTC. */
  at: text,
  position: z.string(),
  skinOk: z.boolean(),
  note: text,
})
export type RepositioningChange = z.infer<typeof repositioningChangeSchema>

/** GET /repositioning?residentId=&date=: the schedule, the next change and the day's changes, in order. */
export const repositioningDaySchema = z.object({
  residentId: text,
  date: text,
  everyHours: z.number().int(),
  nextDueAt: z.string().nullable(),
  overdue: z.boolean(),
  scheduleUpdatedAt: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  scheduleUpdatedByName: text,
  lastChange: repositioningChangeSchema.nullable(),
  suggestion: z
    .object({ everyHours: z.number().int(), scale: text, score: z.number(), band: text, date: text })
    .nullish()
    .transform((value) => value ?? null),
  changes: list(repositioningChangeSchema),
})
export type RepositioningDay = z.infer<typeof repositioningDaySchema>

export const DUE_STATES = ['overdue', 'due', 'upcoming'] as const

/** GET /repositioning/due: a resident with a schedule, when the next change is due and how it stands. */
export const repositioningDueSchema = z.object({
  residentId: z.string().min(1),
  residentName: text,
  room: text,
  everyHours: z.number().int(),
  nextDueAt: z.string(),
  lastAt: z.string().nullable(),
  lastPosition: text,
  state: z.enum(DUE_STATES).catch('upcoming'),
  minutesLate: z.number().int(),
})
export type RepositioningDue = z.infer<typeof repositioningDueSchema>

export const fluidIntakeSchema = z.object({ ...entry, at: text, ml: z.number().int(), drink: text })
export type FluidIntake = z.infer<typeof fluidIntakeSchema>

/** GET /fluids?residentId=&date=: the day's target (the resident's own or ESPEN's) and each drink, in order. */
export const fluidDaySchema = z.object({
  residentId: text,
  date: text,
  targetMl: z.number().int(),
  targetSource: z.enum(['residente', 'espen']).catch('espen'),
  totalMl: z.number().int(),
  intakes: list(fluidIntakeSchema),
})
export type FluidDay = z.infer<typeof fluidDaySchema>

/** A weighing; `bmi` null while the resident's height is unknown; `lossAlert` when it opened weight-loss. */
export const weightSchema = z.object({
  ...entry,
  /** YYYY-MM-DD. */
  date: text,
  kg: z.number(),
  bmi: z.number().nullable(),
  lossAlert: z.boolean().catch(false),
})
export type Weight = z.infer<typeof weightSchema>

/** POST /weights' answer: the weight and the weight-loss alert it opened (or null). */
export const savedWeightSchema = weightSchema.extend({
  alertId: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
})

/** A stool (Bristol 1-7) or only an episode or a pad change (bristol null); careRecordId: from the daily care record. */
export const bowelSchema = z.object({
  ...entry,
  at: text,
  bristol: z.number().int().nullable(),
  continent: z.boolean(),
  padChange: z.boolean(),
  note: text,
  careRecordId: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
})
export type BowelRecord = z.infer<typeof bowelSchema>
