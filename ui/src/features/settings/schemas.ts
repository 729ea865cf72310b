import { z } from 'zod'
import { es } from '@/i18n/es'
import { text } from '@/lib/schemas'
import { isEmail } from '@/lib/validation'

// The landing page's details and their fallbacks live in public-settings.ts (without zod, issue 16).
export { DEFAULT_PUBLIC_SETTINGS, publicSettingsSchema, type PublicSettings } from '@/features/settings/public-settings'

/**
 * GET /settings/public as saved, for the settings form (settings.manage): no defaults filled in, so that what is
 * edited is what the server holds.
 */
export const homeSettingsSchema = z.object({
  homeName: text,
  phone: text,
  email: text,
  address: text,
  visitingHours: text,
  foundedYear: z.number().int(),
  messagingUrl: text,
  heroVideoUrl: text,
})

export type HomeSettings = z.infer<typeof homeSettingsSchema>

/** The server's rule: a year from 1800 up to the current one. */
export function isFoundedYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= 1800 && year <= now.getFullYear()
}

/** An absolute http(s) address with a host. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A path on this server ("/hero.webm"), never another host ("//otro.es/video.webm"). */
export function isServerPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//')
}

const v = es.settings.validation
const tooLong = es.validation.tooLong
const requiredText = (message: string, max: number) => z.string().trim().min(1, message).max(max, tooLong(max))
const optional = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || check(value), message)

/** PUT /settings, with the server's messages. The year is typed as text and sent as a number. */
export const homeSettingsFormSchema = z.object({
  homeName: requiredText(v.homeNameRequired, 120),
  phone: requiredText(v.phoneRequired, 40),
  email: z.string().trim().min(1, v.emailRequired).refine(isEmail, es.validation.emailInvalid),
  address: requiredText(v.addressRequired, 200),
  visitingHours: requiredText(v.visitingHoursRequired, 60),
  foundedYear: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, v.foundedYearInvalid)
    .transform(Number)
    .refine((year) => isFoundedYear(year), v.foundedYearInvalid),
  messagingUrl: z.string().trim().min(1, v.messagingUrlRequired).refine(isWebUrl, v.messagingUrlInvalid),
  heroVideoUrl: optional(isServerPath, v.heroVideoUrlInvalid),
})

export type HomeSettingsFormValues = z.input<typeof homeSettingsFormSchema>

export function toHomeSettingsFormValues(settings: HomeSettings): HomeSettingsFormValues {
  return { ...settings, foundedYear: String(settings.foundedYear) }
}
