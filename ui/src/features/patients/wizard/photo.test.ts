import { describe, expect, it } from 'vitest'
import { MAX_PHOTO_BYTES, photoFileError } from '@/features/patients/wizard/photo'

describe('photoFileError', () => {
  it('takes JPG, PNG and WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(photoFileError({ type, size: 1000 })).toBeNull()
    }
    expect(photoFileError({ type: 'image/jpeg', size: MAX_PHOTO_BYTES })).toBeNull()
    expect(MAX_PHOTO_BYTES).toBe(2 * 1024 * 1024)
  })

  it('refuses a larger file with the server’s message', () => {
    expect(photoFileError({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe('La foto supera el tamaño máximo de 2 MB.')
  })

  it('refuses files that are not JPG, PNG or WebP', () => {
    for (const type of ['image/gif', 'application/pdf', '']) {
      expect(photoFileError({ type, size: 10 })).toBe('La foto debe ser una imagen JPG, PNG o WebP.')
    }
  })
})
