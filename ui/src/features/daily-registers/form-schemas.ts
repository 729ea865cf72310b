import { z } from 'zod'
import { es } from '@/i18n/es'
import { addDays, isISODate, todayISO } from '@/lib/dates'
import { parseWhole, readNumber } from '@/lib/numbers'

const t = es.dailyRegisters
const tooLong = es.validation.tooLong

/** The server's limits (server/fluids.go, weights.go, repositioning.go). */
export const LIMITS = {
  intakeMl: { min: 1, max: 3000 },
  targetMl: { min: 500, max: 5000 },
  kg: { min: 20, max: 250 },
  everyHours: { min: 0, max: 24 },
  drink: 120,
  reason: 120,
} as const

/** The schedules offered as one tap each (0: none). */
export const SCHEDULE_CHOICES = [0, 2, 3, 4, 6, 8] as const

/** A whole number of ml typed in a field, within [min, max]; `message` otherwise. */
const wholeMl = (min: number, max: number, message: string) =>
  z.string().transform((text, ctx) => {
    const value = parseWhole(text)
    if (value === null || value < min || value > max) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return value
  })

/** «Otra cantidad»: a drink of 1 to 3000 ml, its name optional (POST /fluids). */
export const customIntakeSchema = z.object({
  ml: wholeMl(LIMITS.intakeMl.min, LIMITS.intakeMl.max, t.fluids.form.invalid),
  drink: z.string().trim().max(LIMITS.drink, tooLong(LIMITS.drink)),
})
export type CustomIntakeValues = z.input<typeof customIntakeSchema>
export type CustomIntakeOutput = z.output<typeof customIntakeSchema>

/** The resident's own fluid target, 500 to 5000 ml; empty goes back to ESPEN's (PUT /fluid-targets {ml: null}). */
export const fluidTargetSchema = z.object({
  ml: z.string().transform((text, ctx) => {
    if (text.trim() === '') return null
    const value = parseWhole(text)
    if (value === null || value < LIMITS.targetMl.min || value > LIMITS.targetMl.max) {
      ctx.addIssue({ code: 'custom', message: t.fluids.targetForm.invalid })
      return z.NEVER
    }
    return value
  }),
})
export type FluidTargetValues = z.input<typeof fluidTargetSchema>

/** «Registrar peso» (POST /weights): a date not after today, and 20 to 250 kg typed the es-ES way, to 0,1 kg. */
export function weightFormSchema(today: string = todayISO()) {
  const f = t.weights.form
  return z.object({
    date: z
      .string()
      .trim()
      .min(1, f.dateRequired)
      .refine((value) => isISODate(value), f.dateInvalid)
      .refine((value) => !isISODate(value) || value <= today, f.dateFuture),
    kg: z.string().transform((text, ctx) => {
      const typed = readNumber(text)
      if (typed.kind === 'empty') ctx.addIssue({ code: 'custom', message: f.kgRequired })
      else if (typed.kind === 'invalid') ctx.addIssue({ code: 'custom', message: f.notANumber })
      else {
        const kg = Math.round(typed.value * 10) / 10
        if (kg >= LIMITS.kg.min && kg <= LIMITS.kg.max) return kg
        ctx.addIssue({ code: 'custom', message: f.kgImpossible })
      }
      return z.NEVER
    }),
  })
}
export type WeightFormValues = z.input<ReturnType<typeof weightFormSchema>>
export type WeightFormOutput = z.output<ReturnType<typeof weightFormSchema>>

/** The repositioning schedule (PUT /repositioning/{id}/schedule): every 0 (none) to 24 hours. */
export const scheduleFormSchema = z.object({
  everyHours: z.string().transform((text, ctx) => {
    const value = parseWhole(text)
    if (value === null || value < LIMITS.everyHours.min || value > LIMITS.everyHours.max) {
      ctx.addIssue({ code: 'custom', message: t.repositioning.scheduleForm.invalid })
      return z.NEVER
    }
    return value
  }),
})
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>

/** A void's reason (POST /…/{id}/void): required, at most 120 characters. */
export const voidFormSchema = z.object({
  reason: z.string().trim().min(1, t.void.required).max(LIMITS.reason, tooLong(LIMITS.reason)),
})
export type VoidFormValues = z.input<typeof voidFormSchema>

/** The longest period the daily registers' PDF prints (server/daily_registers_pdf.go). */
export const REPORT_MAX_DAYS = 31

/** The daily registers' PDF (GET /daily-registers/pdf): two dates, none after today, at most 31 days apart. */
export function trackingReportSchema(today: string = todayISO()) {
  const r = t.report
  const day = z.string().refine(isISODate, r.invalidDate).refine((value) => value <= today, r.future)
  return z
    .object({ from: day, to: day })
    .refine(({ from, to }) => from <= to, { path: ['to'], message: r.backwards })
    .refine(({ from, to }) => to < addDays(from, REPORT_MAX_DAYS), { path: ['from'], message: r.tooLong })
}
export type TrackingReportValues = z.input<ReturnType<typeof trackingReportSchema>>
