import { es } from '@/i18n/es'

/** The server's limit for a post's photo (413 above it). */
export const MAX_POST_PHOTO_BYTES = 10 * 1024 * 1024

/** The image types the server takes for a post. */
export const POST_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

const t = es.posts.photo

/** Why a chosen file cannot be a post's photo (the server's messages), or null when it can. */
export function postPhotoError(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(POST_PHOTO_TYPES as readonly string[]).includes(file.type)) return t.wrongType
  if (file.size > MAX_POST_PHOTO_BYTES) return t.tooLarge
  return null
}

/** The small square version of a stored photo, for lists; other URLs (a new photo's data URL) as they are. */
export function thumbnailOf(url: string): string {
  return url.startsWith('/api/images/') && !url.includes('?') ? `${url}?size=thumb` : url
}
