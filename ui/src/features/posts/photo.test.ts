import { describe, expect, it } from 'vitest'
import { MAX_POST_PHOTO_BYTES, postPhotoError, thumbnailOf } from '@/features/posts/photo'

describe('postPhotoError', () => {
  it('takes PNG, JPG, GIF and WebP up to 10 MB', () => {
    expect(MAX_POST_PHOTO_BYTES).toBe(10 * 1024 * 1024)
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(postPhotoError({ type, size: MAX_POST_PHOTO_BYTES })).toBeNull()
    }
  })

  it('refuses a larger file with the server’s message', () => {
    expect(postPhotoError({ type: 'image/jpeg', size: MAX_POST_PHOTO_BYTES + 1 })).toBe(
      'La foto supera el tamaño máximo de 10 MB.',
    )
  })

  it('refuses what is not an image the server takes', () => {
    for (const type of ['application/pdf', 'image/svg+xml', 'text/plain', '']) {
      expect(postPhotoError({ type, size: 10 })).toBe('La foto debe ser una imagen PNG, JPG, GIF o WebP.')
    }
  })
})

describe('thumbnailOf', () => {
  it('asks the server for the list thumbnail of a stored photo', () => {
    expect(thumbnailOf('/api/images/i1')).toBe('/api/images/i1?size=thumb')
  })

  it('leaves other URLs alone', () => {
    expect(thumbnailOf('/api/images/i1?size=thumb')).toBe('/api/images/i1?size=thumb')
    expect(thumbnailOf('data:image/png;base64,AA==')).toBe('data:image/png;base64,AA==')
  })
})
