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

  it('accepts letters of any alphabet, digits and . - _ like the server', () => {
    for (const ok of ['carmen.ruiz', 'íñigo_peña-2', 'MARTA', '']) expect(schema.safeParse(ok).success).toBe(true)
  })

  it('refuses spaces and @, then markup and control characters, with the server\'s messages', () => {
    expect(message('carmen ruiz')).toBe('El nombre de usuario no puede contener espacios ni @.')
    expect(message('carmen@residencia.es')).toBe('El nombre de usuario no puede contener espacios ni @.')
    expect(message('<script>')).toBe('El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos.')
    expect(message('ana\u0000')).toBe('El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos.')
  })
})
