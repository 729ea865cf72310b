import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  homeSettingsSchema,
  publicSettingsSchema,
  type HomeSettings,
  type PublicSettings,
} from '@/features/settings/schemas'
import { api } from '@/lib/api'

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => [...settingsKeys.all, 'public'] as const,
  home: () => [...settingsKeys.all, 'home'] as const,
  update: () => [...settingsKeys.all, 'update'] as const,
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
