import { es } from '@/i18n/es'

/** The server's limit for a resident's photo (413 above it). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024

/** The image types the server takes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

const t = es.residentWizard.photo

/** Why a chosen file cannot be the resident's photo, or null when it can. */
export function photoFileError(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return t.wrongType
  if (file.size > MAX_PHOTO_BYTES) return t.tooLarge
  return null
}
