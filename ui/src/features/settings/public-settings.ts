import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api'

/**
 * The home's public details, all the landing page reads. Kept apart from schemas.ts and api.ts, and without zod,
 * so that the landing page downloads none of the settings form's code (issue 16); both files re-export these.
 */

/** What the landing page shows while the settings load or when they cannot be read (server defaults). */
export const DEFAULT_PUBLIC_SETTINGS = {
  homeName: 'Residencia Amparo',
  phone: '+34 910 000 000',
  email: 'contacto@residencia-amparo.es',
  address: 'Calle de la Esperanza 12, 28001 Madrid',
  visitingHours: '10am-5pm',
  foundedYear: 1998,
  messagingUrl: 'https://wa.me/34600000000',
  heroVideoUrl: '/hero.webm',
}

export type PublicSettings = typeof DEFAULT_PUBLIC_SETTINGS

type TextField = Exclude<keyof PublicSettings, 'foundedYear' | 'messagingUrl'>
const TEXT_FIELDS: readonly TextField[] = ['homeName', 'phone', 'email', 'address', 'visitingHours', 'heroVideoUrl']

/**
 * GET /settings/public; a missing or malformed field falls back to its default: texts are trimmed and must not be
 * empty, the year is a positive whole number, the messaging link starts with http:// or https://. An answer that
 * is not an object gives every default. (`parse`, as the other schemas, for the callers and tests.)
 */
export const publicSettingsSchema = {
  parse(value: unknown): PublicSettings {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ...DEFAULT_PUBLIC_SETTINGS }
    const input = value as Record<string, unknown>
    const settings = { ...DEFAULT_PUBLIC_SETTINGS }
    for (const field of TEXT_FIELDS) {
      const text = typeof input[field] === 'string' ? input[field].trim() : ''
      if (text) settings[field] = text
    }
    const year = input.foundedYear
    if (typeof year === 'number' && Number.isInteger(year) && year > 0) settings.foundedYear = year
    const link = input.messagingUrl
    if (typeof link === 'string' && /^https?:\/\//.test(link)) settings.messagingUrl = link
    return settings
  },
}

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
