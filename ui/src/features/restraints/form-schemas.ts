import { z } from 'zod'
import { RESTRAINT_TYPES } from '@/features/restraints/schemas'
import { es } from '@/i18n/es'
import { addDays, isISODate, todayISO } from '@/lib/dates'

const v = es.restraints.validation
const tooLong = es.validation.tooLong

/** At most this many days between the start (or today, when renewing) and the review, as the server says. */
export const MAX_REVIEW_DAYS = 30
/** The review date's quick choices, in days after the start. */
export const QUICK_REVIEW_DAYS = [7, 15, 30] as const

const required = (max: number, message: string) => z.string().trim().min(1, message).max(max, tooLong(max))

/** A date field: required, a real date. */
const dateField = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine((value) => value === '' || isISODate(value), v.dateInvalid)

/**
 * "Nueva contención", the doctor's order (POST /restraints): every field is required, the review at most 30
 * days after the start and not before it, the consent not dated after `today`. The start and the review may
 * lie in the past: restraints already in use are registered late.
 */
export function orderFormSchema(today: string = todayISO()) {
  return z
    .object({
      type: z.union([z.enum(RESTRAINT_TYPES), z.literal('')]),
      device: required(120, v.device),
      reason: required(2000, v.reason),
      alternativesTried: required(2000, v.alternativesTried),
      schedule: required(200, v.schedule),
      startDate: dateField(v.startDate),
      reviewDate: dateField(v.reviewDate),
      consent: z.object({
        givenBy: required(120, v.consentGivenBy),
        relationship: required(120, v.consentRelationship),
        date: dateField(v.consentDate).refine((value) => !isISODate(value) || value <= today, v.consentFuture),
      }),
    })
    .superRefine((values, ctx) => {
      if (values.type === '') ctx.addIssue({ code: 'custom', message: v.type, path: ['type'] })
      if (!isISODate(values.startDate) || !isISODate(values.reviewDate)) return
      if (values.reviewDate < values.startDate) {
        ctx.addIssue({ code: 'custom', message: v.reviewBeforeStart, path: ['reviewDate'] })
      } else if (values.reviewDate > addDays(values.startDate, MAX_REVIEW_DAYS)) {
        ctx.addIssue({ code: 'custom', message: v.reviewTooLate, path: ['reviewDate'] })
      }
    })
}
export type OrderFormValues = z.input<ReturnType<typeof orderFormSchema>>
export type OrderFormOutput = z.output<ReturnType<typeof orderFormSchema>>

/** The order form's fields that show the server's messages (its 422 names them so). */
export const ORDER_FORM_FIELDS = [
  'type',
  'device',
  'reason',
  'alternativesTried',
  'schedule',
  'startDate',
  'reviewDate',
  'consent.givenBy',
  'consent.relationship',
  'consent.date',
] as const

const yesNo = (message: string) =>
  z
    .union([z.literal('yes'), z.literal('no'), z.literal('')])
    .refine((value) => value !== '', message)
    .transform((value) => value === 'yes')

/** "Registrar comprobación", a nurse's check of the shift: applied and skin (sí/no), whole minutes released, a note. */
export const checkFormSchema = z.object({
  applied: yesNo(v.applied),
  skinOk: yesNo(v.skinOk),
  releasedMinutes: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, v.minutes)
    .transform(Number)
    .refine((minutes) => minutes <= 1440, v.minutes),
  note: z.string().trim().max(2000, tooLong(2000)),
})
export type CheckFormValues = z.input<typeof checkFormSchema>
export type CheckFormOutput = z.output<typeof checkFormSchema>
export const CHECK_FORM_FIELDS = ['applied', 'skinOk', 'releasedMinutes', 'note'] as const

/** "Renovar": the new review date, from `today` to 30 days after it, and a note. */
export function renewFormSchema(today: string = todayISO()) {
  return z.object({
    reviewDate: dateField(v.reviewDate)
      .refine((value) => !isISODate(value) || value >= today, v.reviewBeforeToday)
      .refine((value) => !isISODate(value) || value <= addDays(today, MAX_REVIEW_DAYS), v.reviewTooLateFromToday),
    note: z.string().trim().max(2000, tooLong(2000)),
  })
}
export type RenewFormValues = z.input<ReturnType<typeof renewFormSchema>>
export const RENEW_FORM_FIELDS = ['reviewDate', 'note'] as const

/** "Retirar": the reason is required. */
export const endFormSchema = z.object({ reason: required(500, v.endReason) })
export type EndFormValues = z.input<typeof endFormSchema>
export const END_FORM_FIELDS = ['reason'] as const

/** The inspectors' report: the period, both dates required, the end not before the start. */
export const reportFormSchema = z
  .object({
    from: dateField(es.restraints.report.fromRequired),
    to: dateField(es.restraints.report.toRequired),
  })
  .superRefine((values, ctx) => {
    if (isISODate(values.from) && isISODate(values.to) && values.to < values.from) {
      ctx.addIssue({ code: 'custom', message: es.restraints.report.toBeforeFrom, path: ['to'] })
    }
  })
export type ReportFormValues = z.input<typeof reportFormSchema>
export const REPORT_FORM_FIELDS = ['from', 'to'] as const
