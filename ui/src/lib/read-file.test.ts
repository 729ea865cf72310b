import { describe, expect, it } from 'vitest'
import { readAsDataUrl } from '@/lib/read-file'

describe('readAsDataUrl', () => {
  it('gives the data URL the server takes', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' })
    await expect(readAsDataUrl(file)).resolves.toBe('data:image/png;base64,iVBORw==')
  })
})
