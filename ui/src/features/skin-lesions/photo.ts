import { es } from '@/i18n/es'

const t = es.skinLesions.evolutionForm

/** The picture types the server takes for a lesion's photo (server/skin_lesions.go, skinLesionPhoto). */
export const LESION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** The server's size limit of a lesion's photo (a camera's photo is scaled down before it is checked). */
export const MAX_LESION_PHOTO_BYTES = 5 * 1024 * 1024

/** Why a chosen file cannot be the photo, or null when it can. */
export function lesionPhotoError(file: Pick<Blob, 'size' | 'type'>): string | null {
  if (!(LESION_PHOTO_TYPES as readonly string[]).includes(file.type)) return t.photoType
  if (file.size > MAX_LESION_PHOTO_BYTES) return t.photoTooLarge
  return null
}
