import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { settingsKeys } from '@/features/settings/public-settings'
import { api } from '@/lib/api'

const registerSettingsSchema = z.object({ weighEveryDays: z.number().int().positive() })
export type RegisterSettings = z.infer<typeof registerSettingsSchema>

/** GET /registers/settings: how often residents are weighed (an administrator's setting; a month by default). */
export async function fetchRegisterSettings(): Promise<RegisterSettings> {
  return registerSettingsSchema.parse(await api.get<unknown>('/registers/settings'))
}

export function registerSettingsQueryOptions() {
  return queryOptions({
    // Under the settings' root: a change of the settings (resource settings) fetches it again.
    queryKey: [...settingsKeys.all, 'registers'] as const,
    queryFn: fetchRegisterSettings,
    staleTime: 5 * 60_000,
  })
}
