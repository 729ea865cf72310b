import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isEmail, usernameRules } from '@/lib/validation'

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const value of ['ana@residencia.es', 'lucia.perez+turnos@correo.example.com']) expect(isEmail(value)).toBe(true)
  })

  it('refuses addresses the server refuses', () => {
    for (const value of ['ana', 'ana@', '@residencia.es', 'ana@residencia', 'ana perez@residencia.es', 'a@b@c.es']) {
      expect(isEmail(value)).toBe(false)
    }
  })
})

describe('usernameRules', () => {
  const schema = usernameRules(z.string())
  const message = (value: string) => schema.safeParse(value).error?.issues[0]?.message

  const chars =
    'El nombre de usuario solo puede contener letras de la a a la z (sin tildes ni ñ), números, puntos, guiones y guiones bajos.'

  it('accepts 3 to 40 of a-z, digits and . - _ in any case, like the server', () => {
    for (const ok of ['carmen.ruiz', 'inigo_pena-2', 'MARTA', 'ana', 'a'.repeat(40), '']) {
      expect(schema.safeParse(ok).success).toBe(true)
    }
  })

  it('refuses spaces and @, then accents, other alphabets, markup and control characters, then the length', () => {
    expect(message('carmen ruiz')).toBe('El nombre de usuario no puede contener espacios ni @.')
    expect(message('carmen@residencia.es')).toBe('El nombre de usuario no puede contener espacios ni @.')
    for (const bad of ['íñigo', 'begoña', 'аdmin', '<script>', 'ana\u0000']) expect(message(bad)).toBe(chars)
    expect(message('ab')).toBe('El nombre de usuario debe tener entre 3 y 40 caracteres.')
    expect(message('a'.repeat(41))).toBe('El nombre de usuario debe tener entre 3 y 40 caracteres.')
  })

  it("lets an account's current username through, even one older than the rule", () => {
    const editing = usernameRules(z.string(), 'Begoña.Núñez')
    expect(editing.safeParse('Begoña.Núñez').success).toBe(true)
    expect(editing.safeParse('begoña.núñez').success).toBe(true)
    expect(editing.safeParse('begoña.n').error?.issues[0]?.message).toBe(chars)
  })
})
