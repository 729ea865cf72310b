import { describe, expect, it } from 'vitest'
import { changePasswordSchema, loginSchema, signupSchema, userSchema } from '@/features/auth/schemas'

/** The first message reported for each field, as react-hook-form shows it. */
function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.')
    errors[key] ??= issue.message
  }
  return errors
}

describe('loginSchema', () => {
  it('requires identifier and password with SPEC messages', () => {
    const errors = firstErrors(loginSchema.safeParse({ identifier: '', password: '', rememberMe: false }))
    expect(errors).toEqual({
      identifier: 'El correo electrónico o usuario es obligatorio.',
      password: 'La contraseña es obligatoria.',
    })
  })

  it('treats a blank identifier as missing', () => {
    const errors = firstErrors(loginSchema.safeParse({ identifier: '   ', password: 'secreto', rememberMe: false }))
    expect(errors.identifier).toBe('El correo electrónico o usuario es obligatorio.')
  })

  it('asks for at least 6 characters of password', () => {
    const errors = firstErrors(loginSchema.safeParse({ identifier: 'ana', password: '12345', rememberMe: true }))
    expect(errors).toEqual({ password: 'La contraseña debe tener al menos 6 caracteres.' })
  })

  it('accepts valid credentials and trims the identifier', () => {
    const result = loginSchema.safeParse({ identifier: ' ana@residencia.es ', password: '123456', rememberMe: true })
    expect(result.success).toBe(true)
    expect(result.data).toEqual({ identifier: 'ana@residencia.es', password: '123456', rememberMe: true })
  })
})

describe('changePasswordSchema', () => {
  const valid = { oldPassword: 'antigua1', newPassword: 'nueva123', confirmPassword: 'nueva123' }

  it('requires every field with SPEC messages', () => {
    const errors = firstErrors(changePasswordSchema.safeParse({ oldPassword: '', newPassword: '', confirmPassword: '' }))
    expect(errors).toEqual({
      oldPassword: 'La contraseña actual es obligatoria.',
      newPassword: 'La nueva contraseña es obligatoria.',
      confirmPassword: 'Por favor, confirma tu nueva contraseña.',
    })
  })

  it('asks for at least 6 characters of new password', () => {
    const errors = firstErrors(changePasswordSchema.safeParse({ ...valid, newPassword: 'abc', confirmPassword: 'abc' }))
    expect(errors).toEqual({ newPassword: 'La nueva contraseña debe tener al menos 6 caracteres.' })
  })

  it('requires the confirmation to match', () => {
    const errors = firstErrors(changePasswordSchema.safeParse({ ...valid, confirmPassword: 'otra1234' }))
    expect(errors).toEqual({ confirmPassword: 'Las contraseñas deben coincidir.' })
  })

  it('reports a mismatch together with other missing fields', () => {
    const errors = firstErrors(changePasswordSchema.safeParse({ ...valid, oldPassword: '', confirmPassword: 'otra1234' }))
    expect(errors).toEqual({
      oldPassword: 'La contraseña actual es obligatoria.',
      confirmPassword: 'Las contraseñas deben coincidir.',
    })
  })

  it('accepts a valid change', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true)
  })
})

describe('signupSchema', () => {
  const valid = { name: 'Lucía Pérez', username: 'lucia', email: '', password: 'secreto1', confirmPassword: 'secreto1' }

  it('requires name, username and password with the server messages', () => {
    const errors = firstErrors(signupSchema.safeParse({ name: '', username: '', email: '', password: '', confirmPassword: '' }))
    expect(errors).toEqual({
      name: 'El nombre es obligatorio.',
      username: 'El nombre de usuario es obligatorio.',
      password: 'La contraseña es obligatoria.',
    })
  })

  it('treats blank text as missing', () => {
    const errors = firstErrors(signupSchema.safeParse({ ...valid, name: '  ', username: ' ', password: '      ', confirmPassword: '      ' }))
    expect(errors).toEqual({
      name: 'El nombre es obligatorio.',
      username: 'El nombre de usuario es obligatorio.',
      password: 'La contraseña es obligatoria.',
    })
  })

  it('refuses spaces and @ in the username', () => {
    for (const username of ['lucia perez', 'lucia@residencia.es']) {
      expect(firstErrors(signupSchema.safeParse({ ...valid, username }))).toEqual({
        username: 'El nombre de usuario no puede contener espacios ni @.',
      })
    }
  })

  it('accepts no e-mail but refuses a malformed one', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true)
    expect(firstErrors(signupSchema.safeParse({ ...valid, email: 'lucia@residencia' }))).toEqual({ email: 'Correo inválido.' })
  })

  it('asks for at least 6 characters of password', () => {
    const errors = firstErrors(signupSchema.safeParse({ ...valid, password: '12345', confirmPassword: '12345' }))
    expect(errors).toEqual({ password: 'La contraseña debe tener al menos 6 caracteres.' })
  })

  it('requires the confirmation to match, also alongside other errors', () => {
    expect(firstErrors(signupSchema.safeParse({ ...valid, confirmPassword: 'secreto2' }))).toEqual({
      confirmPassword: 'Las contraseñas deben coincidir.',
    })
    expect(firstErrors(signupSchema.safeParse({ ...valid, name: '', confirmPassword: '' }))).toEqual({
      name: 'El nombre es obligatorio.',
      confirmPassword: 'Las contraseñas deben coincidir.',
    })
  })

  it('limits lengths as the server does', () => {
    const errors = firstErrors(signupSchema.safeParse({ ...valid, name: 'a'.repeat(121), username: 'u'.repeat(41) }))
    expect(errors).toEqual({
      name: 'Es demasiado largo (máximo 120 caracteres).',
      username: 'El nombre de usuario debe tener entre 3 y 40 caracteres.',
    })
  })

  it('trims the text fields but never the password', () => {
    const result = signupSchema.parse({ ...valid, name: ' Lucía ', username: ' lucia ', email: ' l@r.es ', password: ' clave1 ', confirmPassword: ' clave1 ' })
    expect(result).toEqual({ name: 'Lucía', username: 'lucia', email: 'l@r.es', password: ' clave1 ', confirmPassword: ' clave1 ' })
  })
})

describe('userSchema', () => {
  it('fills missing optional fields so the UI never reads undefined', () => {
    const user = userSchema.parse({ _id: 'u1', username: 'admin', roles: null, email: null })
    expect(user).toEqual({
      _id: 'u1',
      username: 'admin',
      name: '',
      email: '',
      phone: '',
      specialty: '',
      roles: [],
      permissions: [],
    })
  })

  it('keeps the permissions the server sends', () => {
    const user = userSchema.parse({
      _id: 'u1',
      username: 'enfermera',
      roles: [{ name: 'nurse' }],
      permissions: ['staff.area', 'doses.give'],
    })
    expect(user.permissions).toEqual(['staff.area', 'doses.give'])
  })
})
