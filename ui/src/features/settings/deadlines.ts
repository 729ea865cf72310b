import { z } from 'zod'
import { es } from '@/i18n/es'
import { parseWhole } from '@/lib/numbers'

const t = es.settings.deadlines

/** The care plan's due dates (GET /care-plans/settings) and the weighing (GET /registers/settings). */
export type Deadlines = {
  carePlan: { firstPlanDays: number; reviewDays: number }
  registers: { weighEveryDays: number }
}

/** A whole number of days within the server's bounds (server/care_plan_settings.go, register_settings.go). */
const days = (min: number, max: number, message: string) =>
  z.string().transform((text, ctx) => {
    const value = parseWhole(text)
    if (value === null || value < min || value > max) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return value
  })

export const deadlinesFormSchema = z.object({
  carePlan: z.object({
    firstPlanDays: days(7, 180, t.firstPlanInvalid),
    reviewDays: days(30, 365, t.reviewInvalid),
  }),
  registers: z.object({ weighEveryDays: days(7, 90, t.weighInvalid) }),
})
export type DeadlinesFormValues = z.input<typeof deadlinesFormSchema>

export function toDeadlinesFormValues(d: Deadlines): DeadlinesFormValues {
  return {
    carePlan: { firstPlanDays: String(d.carePlan.firstPlanDays), reviewDays: String(d.carePlan.reviewDays) },
    registers: { weighEveryDays: String(d.registers.weighEveryDays) },
  }
}
