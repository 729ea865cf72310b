import { describe, expect, it } from 'vitest'
import { DEFAULT_PUBLIC_SETTINGS, publicSettingsSchema } from '@/features/settings/schemas'

describe('publicSettingsSchema', () => {
  it('keeps the saved details', () => {
    const saved = {
      homeName: 'Residencia San José',
      phone: '+34 925 000 000',
      email: 'hola@sanjose.es',
      address: 'Calle Mayor 1, Toledo',
      visitingHours: '11am-6pm',
      foundedYear: 1987,
      messagingUrl: 'https://wa.me/34911111111',
      heroVideoUrl: '/media/hero.webm',
    }
    expect(publicSettingsSchema.parse(saved)).toEqual(saved)
  })

  it('falls back field by field to the defaults', () => {
    const parsed = publicSettingsSchema.parse({ homeName: 'Casa Clara', phone: '', foundedYear: 'antiguo', messagingUrl: 'javascript:alert(1)' })
    expect(parsed).toEqual({ ...DEFAULT_PUBLIC_SETTINGS, homeName: 'Casa Clara' })
  })

  it('falls back entirely when the answer is not an object', () => {
    expect(publicSettingsSchema.parse(null)).toEqual(DEFAULT_PUBLIC_SETTINGS)
    expect(publicSettingsSchema.parse('<html>')).toEqual(DEFAULT_PUBLIC_SETTINGS)
  })

  it('shows visiting hours 10am-5pm by default (SPEC 9)', () => {
    expect(DEFAULT_PUBLIC_SETTINGS.visitingHours).toBe('10am-5pm')
  })
})
