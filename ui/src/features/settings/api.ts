import { queryOptions } from '@tanstack/react-query'
import { publicSettingsSchema, type PublicSettings } from '@/features/settings/schemas'
import { api } from '@/lib/api'

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => [...settingsKeys.all, 'public'] as const,
}

/** GET /settings/public: the home's details for the landing page. */
export async function fetchPublicSettings(): Promise<PublicSettings> {
  return publicSettingsSchema.parse(await api.get<unknown>('/settings/public'))
}

export function publicSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: fetchPublicSettings,
    staleTime: 5 * 60_000,
  })
}
