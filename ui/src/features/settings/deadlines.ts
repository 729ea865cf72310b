import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { fetchRegisterSettings } from '@/features/daily-registers/api/register-settings'
import { fetchHomeSettings, settingsKeys } from '@/features/settings/api'
import { es } from '@/i18n/es'
import { api } from '@/lib/api'
import { parseWhole } from '@/lib/numbers'

const t = es.settings.deadlines

/** The care plan's due dates (GET /care-plans/settings) and the weighing (GET /registers/settings). */
export type Deadlines = {
  carePlan: { firstPlanDays: number; reviewDays: number }
  registers: { weighEveryDays: number }
}

const carePlanSettingsSchema = z.object({ firstPlanDays: z.number().int(), reviewDays: z.number().int() })

export function deadlinesQueryOptions() {
  return queryOptions({
    queryKey: [...settingsKeys.all, 'deadlines'] as const,
    queryFn: async (): Promise<Deadlines> => {
      const [carePlan, registers] = await Promise.all([
        api.get<unknown>('/care-plans/settings').then((raw) => carePlanSettingsSchema.parse(raw)),
        fetchRegisterSettings(),
      ])
      return { carePlan, registers }
    },
  })
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

/**
 * PUT /settings with the home's details as saved and the deadlines (the route takes them together); every
 * settings query (the deadlines, the weighing on «Seguimiento») is then fetched afresh.
 */
export function useSaveDeadlines() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (deadlines: Deadlines) => {
      const home = await fetchHomeSettings()
      await api.put<unknown>('/settings', { ...home, ...deadlines })
      return deadlines
    },
    onSuccess: (saved) => {
      queryClient.setQueryData([...settingsKeys.all, 'deadlines'], saved)
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all })
    },
  })
}
