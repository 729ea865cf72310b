import { z } from 'zod'
import type { CarePlanBody } from '@/features/care-plans/api/update-care-plan'
import { AREA_IDS, OUTCOMES } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { isISODate } from '@/lib/dates'

const v = es.carePlans.validation
const tooLong = es.validation.tooLong

/** The server's limits (server/care_plans_validate.go). */
export const LIMITS = { short: 120, long: 2000, biography: 4000, needsPerArea: 40, interventions: 30, contributors: 30, times: 24 }

/** When an intervention shows in the shift's task list: no fixed time, every so many hours, or at times of day. */
export const SCHEDULES = ['none', 'every', 'times'] as const
export type Schedule = (typeof SCHEDULES)[number]

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

const optional = (max: number) => z.string().trim().max(max, tooLong(max))
const required = (max: number, message: string) => optional(max).min(1, message)

/** A time of day as typed: `8:00` is read as `08:00`. */
function clock(value: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim())
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : value.trim()
}

/** The times typed in one field, «08:00, 20:00»: each one read, in order of the day, '' left out. */
export function parseTimes(typed: string): string[] {
  return typed
    .split(/[,;\s]+/)
    .filter((part) => part !== '')
    .map(clock)
}

/** What is wrong with an intervention's times of day, as the server says it; null when nothing is. */
function timesProblem(times: string[]): string | null {
  if (times.length === 0) return v.times
  const wrong = times.find((time) => !CLOCK.test(time))
  if (wrong !== undefined) return v.time(wrong)
  const repeated = times.find((time, index) => times.indexOf(time) !== index)
  if (repeated !== undefined) return v.timeRepeated(repeated)
  return times.length > LIMITS.times ? v.tooManyTimes(LIMITS.times) : null
}

const interventionSchema = z
  .object({
    _id: z.string(),
    text: required(LIMITS.long, v.interventionText),
    frequency: optional(LIMITS.short),
    schedule: z.enum(SCHEDULES),
    /** Typed text, a whole number of hours when `schedule` is 'every'. */
    everyHours: z.string().trim(),
    /** Typed text, «08:00, 20:00», when `schedule` is 'times'. */
    times: z.string(),
    role: optional(LIMITS.short),
    responsible: optional(LIMITS.short),
  })
  .superRefine((values, ctx) => {
    if (values.role === '' && values.responsible === '') ctx.addIssue({ code: 'custom', message: v.role, path: ['role'] })
    if (values.schedule === 'every') {
      const hours = Number(values.everyHours)
      if (!/^\d{1,2}$/.test(values.everyHours) || hours < 1 || hours > 24) {
        ctx.addIssue({ code: 'custom', message: v.everyHours, path: ['everyHours'] })
      }
    }
    if (values.schedule === 'times') {
      const message = timesProblem(parseTimes(values.times))
      if (message) ctx.addIssue({ code: 'custom', message, path: ['times'] })
    }
  })
  .transform((values) => ({
    _id: values._id,
    text: values.text,
    frequency: values.frequency,
    everyHours: values.schedule === 'every' ? Number(values.everyHours) : null,
    times: values.schedule === 'times' ? [...parseTimes(values.times)].sort() : [],
    role: values.role,
    responsible: values.responsible,
  }))

const dateField = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine((value) => value === '' || isISODate(value), v.dateInvalid)

const needSchema = z
  .object({
    _id: z.string(),
    /** The scale's band it was suggested from (the server's; shown, never sent). */
    source: z.object({ scale: z.string(), assessmentId: z.string(), score: z.number(), band: z.string() }).nullable(),
    /** A suggestion the team has not accepted yet: it must be accepted or dropped before saving. */
    pending: z.boolean().refine((pending) => !pending, v.pending),
    text: required(LIMITS.long, v.needText),
    objective: required(LIMITS.long, v.objective),
    startDate: dateField(v.startDate),
    reviewDate: dateField(v.reviewDate),
    outcome: z.union([z.enum(OUTCOMES), z.literal('')]),
    outcomeNote: optional(LIMITS.long),
    interventions: z.array(interventionSchema).max(LIMITS.interventions),
  })
  .superRefine((values, ctx) => {
    if (isISODate(values.startDate) && isISODate(values.reviewDate) && values.reviewDate < values.startDate) {
      ctx.addIssue({ code: 'custom', message: v.reviewBeforeStart, path: ['reviewDate'] })
    }
    if (values.outcome !== '' && values.outcome !== 'logrado' && values.outcomeNote === '') {
      ctx.addIssue({ code: 'custom', message: v.outcomeNote, path: ['outcomeNote'] })
    }
  })
  .transform(({ source: _source, pending: _pending, outcome, ...need }) => ({ ...need, outcome: outcome === '' ? null : outcome }))

const contributorSchema = z.object({
  name: required(LIMITS.short, v.contributorName),
  role: required(LIMITS.short, v.contributorRole),
})

/**
 * The draft editor (PUT /care-plans/{id}): the person's view, the reference professional, and the five areas
 * with who contributed and each need, its measurable objective, dates, outcome at review and interventions.
 * It mirrors the server's rules and gives the body it takes.
 */
export const planFormSchema = z
  .object({
    person: z.object({
      biography: optional(LIMITS.biography),
      preferences: optional(LIMITS.long),
      matters: optional(LIMITS.long),
    }),
    referenceProfessional: optional(LIMITS.short),
    areas: z.array(
      z.object({
        id: z.enum(AREA_IDS),
        contributors: z.array(contributorSchema).max(LIMITS.contributors),
        needs: z.array(needSchema).max(LIMITS.needsPerArea),
      }),
    ),
  })
  .transform((values): CarePlanBody => values)

export type PlanFormValues = z.input<typeof planFormSchema>
export type PlanFormOutput = z.output<typeof planFormSchema>
export type AreaFormValues = PlanFormValues['areas'][number]
export type NeedFormValues = AreaFormValues['needs'][number]
export type InterventionFormValues = NeedFormValues['interventions'][number]
