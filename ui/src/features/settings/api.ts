import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { fetchRegisterSettings } from '@/features/daily-registers/api/register-settings'
import type { Deadlines } from '@/features/settings/deadlines'
import { settingsKeys } from '@/features/settings/public-settings'
import { homeSettingsSchema, type HomeSettings } from '@/features/settings/schemas'
import { api } from '@/lib/api'

// The landing page's query lives in public-settings.ts (no zod, no form code); the rest of the app finds it here.
export { fetchPublicSettings, publicSettingsQueryOptions, settingsKeys } from '@/features/settings/public-settings'

/** GET /settings/public as saved, without the landing page's fallbacks: what the settings form edits. */
export async function fetchHomeSettings(): Promise<HomeSettings> {
  return homeSettingsSchema.parse(await api.get<unknown>('/settings/public'))
}

export function homeSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.home(),
    queryFn: fetchHomeSettings,
  })
}

/** PUT /settings (settings.manage): saves the home's details and answers with them. */
export async function updateHomeSettings(settings: HomeSettings): Promise<HomeSettings> {
  return homeSettingsSchema.parse(await api.put<unknown>('/settings', settings))
}

/** Saves the home's details; every settings query (the landing page's too) is then fetched afresh. */
export function useUpdateHomeSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: settingsKeys.update(),
    mutationFn: updateHomeSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.home(), saved)
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all })
    },
  })
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
