import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PUBLIC_SETTINGS,
  homeSettingsFormSchema,
  homeSettingsSchema,
  isFoundedYear,
  publicSettingsSchema,
  toHomeSettingsFormValues,
} from '@/features/settings/schemas'

/** The first message reported for each field, as react-hook-form shows it. */
function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message
  return errors
}

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

describe('homeSettingsSchema', () => {
  it('keeps what is saved, empty links included, without the landing page fallbacks', () => {
    const saved = { ...DEFAULT_PUBLIC_SETTINGS, email: '', messagingUrl: '' }
    expect(homeSettingsSchema.parse(saved)).toEqual(saved)
  })
})

describe('homeSettingsFormSchema', () => {
  const valid = toHomeSettingsFormValues(DEFAULT_PUBLIC_SETTINGS)

  it('turns the saved details into form text and back', () => {
    expect(valid.foundedYear).toBe('1998')
    expect(homeSettingsFormSchema.parse(valid)).toEqual(DEFAULT_PUBLIC_SETTINGS)
  })

  it('requires name, phone, e-mail, address, visiting hours, year and messaging link with the server messages', () => {
    const empty = { homeName: '', phone: ' ', email: '', address: '', visitingHours: '', foundedYear: '', messagingUrl: '', heroVideoUrl: '' }
    expect(firstErrors(homeSettingsFormSchema.safeParse(empty))).toEqual({
      homeName: 'El nombre de la residencia es obligatorio.',
      phone: 'El teléfono es obligatorio.',
      email: 'El correo electrónico es obligatorio.',
      address: 'La dirección es obligatoria.',
      visitingHours: 'El horario de visitas es obligatorio.',
      foundedYear: 'El año de fundación no es válido.',
      messagingUrl: 'El enlace de mensajería es obligatorio.',
    })
  })

  it('accepts an empty video, and refuses malformed e-mail, link and video', () => {
    expect(homeSettingsFormSchema.safeParse({ ...valid, heroVideoUrl: '' }).success).toBe(true)
    const errors = firstErrors(
      homeSettingsFormSchema.safeParse({ ...valid, email: 'contacto@', messagingUrl: 'wa.me/34600000000', heroVideoUrl: '//otro.es/v.webm' }),
    )
    expect(errors).toEqual({
      email: 'Correo inválido.',
      messagingUrl: 'El enlace de mensajería debe empezar por https://.',
      heroVideoUrl: 'El vídeo debe ser una ruta de este servidor, por ejemplo /hero.webm.',
    })
  })

  it('takes http and https links only, and server paths only', () => {
    for (const messagingUrl of ['https://wa.me/34600000000', 'http://intranet.residencia.es/chat']) {
      expect(homeSettingsFormSchema.safeParse({ ...valid, messagingUrl }).success).toBe(true)
    }
    for (const messagingUrl of ['javascript:alert(1)', 'mailto:hola@residencia.es', 'https://']) {
      expect(firstErrors(homeSettingsFormSchema.safeParse({ ...valid, messagingUrl })).messagingUrl).toBeDefined()
    }
    for (const heroVideoUrl of ['hero.webm', 'https://otro.es/hero.webm']) {
      expect(firstErrors(homeSettingsFormSchema.safeParse({ ...valid, heroVideoUrl })).heroVideoUrl).toBeDefined()
    }
  })

  it('takes a founding year from 1800 to this year', () => {
    const thisYear = new Date().getFullYear()
    for (const foundedYear of ['1800', String(thisYear), ' 1998 ']) {
      expect(homeSettingsFormSchema.safeParse({ ...valid, foundedYear }).success).toBe(true)
    }
    for (const foundedYear of ['1799', String(thisYear + 1), '19.5', 'mil', '-1998']) {
      expect(firstErrors(homeSettingsFormSchema.safeParse({ ...valid, foundedYear }))).toEqual({
        foundedYear: 'El año de fundación no es válido.',
      })
    }
    expect(isFoundedYear(2030, new Date('2030-01-01T12:00:00Z'))).toBe(true)
  })

  it('trims the text and limits lengths as the server does', () => {
    expect(homeSettingsFormSchema.parse({ ...valid, homeName: '  Casa Clara ' }).homeName).toBe('Casa Clara')
    expect(firstErrors(homeSettingsFormSchema.safeParse({ ...valid, visitingHours: 'x'.repeat(61) }))).toEqual({
      visitingHours: 'Es demasiado largo (máximo 60 caracteres).',
    })
  })
})
