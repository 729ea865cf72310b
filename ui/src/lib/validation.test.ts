import { describe, expect, it } from 'vitest'
import { isEmail } from '@/lib/validation'

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
