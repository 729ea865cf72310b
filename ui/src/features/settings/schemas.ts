import { z } from 'zod'

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

const d = DEFAULT_PUBLIC_SETTINGS
const textOr = (fallback: string) => z.string().trim().min(1).catch(fallback)

/** GET /settings/public; a missing or malformed field falls back to its default. */
export const publicSettingsSchema = z
  .object({
    homeName: textOr(d.homeName),
    phone: textOr(d.phone),
    email: textOr(d.email),
    address: textOr(d.address),
    visitingHours: textOr(d.visitingHours),
    foundedYear: z.number().int().positive().catch(d.foundedYear),
    messagingUrl: z
      .string()
      .regex(/^https?:\/\//)
      .catch(d.messagingUrl),
    heroVideoUrl: textOr(d.heroVideoUrl),
  })
  .catch(DEFAULT_PUBLIC_SETTINGS)

export type PublicSettings = z.infer<typeof publicSettingsSchema>
