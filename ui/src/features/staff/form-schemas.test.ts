import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  editSocialWorkerSchema,
  editStaffSchema,
  emptyNewSocialWorker,
  emptyNewStaff,
  newSocialWorkerSchema,
  newStaffSchema,
  toEditSocialWorkerValues,
  toEditStaffValues,
  toNewStaffInput,
  toStaffUpdateInput,
} from '@/features/staff/form-schemas'

/** Each failing field with its message. */
function errors(schema: z.ZodType, values: unknown) {
  const result = schema.safeParse(values)
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

const validStaff = {
  name: '  Carmen Ruiz  ',
  role: 'nurse',
  specialty: ' Geriatría ',
  email: ' carmen@residencia.es ',
  username: ' carmen.ruiz ',
  phone: ' +34 600 111 222 ',
  password: 'secreto1',
  confirmPassword: 'secreto1',
}

const validWorker = {
  name: 'Lucía Peña',
  area: 'Unidad de memoria',
  email: '',
  username: 'lucia.pena',
  phone: '600111222',
  licenseNumber: 'TS-2841',
  password: 'secreto1',
  confirmPassword: 'secreto1',
}

/** A saved doctor and a saved social worker, as the lists give them to the edit forms. */
const member = {
  _id: 's1',
  name: 'Elena Sáez',
  position: 'doctor' as const,
  isAdmin: true,
  specialty: 'Medicina interna',
  email: 'elena@residencia.es',
  username: 'elena.saez',
  phone: '600',
}

const worker = {
  _id: 'w1',
  name: 'Marta Gil',
  area: 'Planta 1',
  email: '',
  username: 'marta.gil',
  phone: '600',
  licenseNumber: 'TS-3390',
}

describe('the edit forms (Editar Personal, Editar Trabajadora Social)', () => {
  it.each([
    {
      form: 'Editar Personal: the job in position',
      values: () => toEditStaffValues(member),
      expected: {
        name: 'Elena Sáez',
        position: 'doctor',
        specialty: 'Medicina interna',
        email: 'elena@residencia.es',
        username: 'elena.saez',
        phone: '600',
      },
    },
    {
      form: 'Editar Trabajadora Social',
      values: () => toEditSocialWorkerValues(worker),
      expected: {
        name: 'Marta Gil',
        area: 'Planta 1',
        email: '',
        username: 'marta.gil',
        phone: '600',
        licenseNumber: 'TS-3390',
      },
    },
  ])('$form starts with the saved values and no password', ({ values, expected }) => {
    expect(values()).toEqual(expected)
  })
})

describe('newStaffSchema (Nuevo Personal)', () => {
  it('says what is missing in an empty form, one message per field', () => {
    expect(errors(newStaffSchema, emptyNewStaff)).toEqual({
      name: 'El nombre completo es requerido.',
      role: 'El cargo es requerido.',
      username: 'El nombre de usuario es requerido.',
      phone: 'El teléfono es requerido.',
      password: 'La contraseña es requerida.',
      confirmPassword: 'La confirmación de contraseña es requerida.',
    })
  })

  it('treats blanks as missing', () => {
    const blanks = { ...validStaff, name: '   ', username: ' ', phone: '  ', password: '      ', confirmPassword: ' ' }
    expect(errors(newStaffSchema, blanks)).toEqual({
      name: 'El nombre completo es requerido.',
      username: 'El nombre de usuario es requerido.',
      phone: 'El teléfono es requerido.',
      password: 'La contraseña es requerida.',
      confirmPassword: 'La confirmación de contraseña es requerida.',
    })
  })

  it('checks the job, the e-mail, the username, the password length and the confirmation', () => {
    const wrong = {
      ...validStaff,
      role: 'socialworker',
      email: 'carmen@residencia',
      username: 'carmen ruiz',
      password: 'corta',
      confirmPassword: 'otra cosa',
    }
    expect(errors(newStaffSchema, wrong)).toEqual({
      role: 'El cargo es requerido.',
      email: 'Correo inválido.',
      username: 'El nombre de usuario no puede contener espacios ni @.',
      password: 'La contraseña debe tener al menos 6 caracteres.',
      confirmPassword: 'Las contraseñas deben coincidir.',
    })
    expect(errors(newStaffSchema, { ...validStaff, username: 'carmen@residencia.es' })).toEqual({
      username: 'El nombre de usuario no puede contener espacios ni @.',
    })
  })

  it('counts characters, not bytes, for the minimum length', () => {
    expect(errors(newStaffSchema, { ...validStaff, password: 'ñandú1', confirmPassword: 'ñandú1' })).toEqual({})
  })

  it('limits the lengths as the server does', () => {
    const long = {
      ...validStaff,
      name: 'n'.repeat(121),
      specialty: 's'.repeat(121),
      username: 'u'.repeat(41),
      phone: '6'.repeat(41),
      password: 'p'.repeat(257),
      confirmPassword: 'p'.repeat(257),
    }
    expect(errors(newStaffSchema, long)).toEqual({
      name: 'Es demasiado largo (máximo 120 caracteres).',
      specialty: 'Es demasiado largo (máximo 120 caracteres).',
      username: 'El nombre de usuario debe tener entre 3 y 40 caracteres.',
      phone: 'Es demasiado largo (máximo 40 caracteres).',
      password: 'Es demasiado largo (máximo 256 caracteres).',
    })
  })

  it('sends the text trimmed (passwords as typed), the job as role, and isEditing', () => {
    expect(toNewStaffInput(newStaffSchema.parse(validStaff))).toEqual({
      name: 'Carmen Ruiz',
      role: 'nurse',
      specialty: 'Geriatría',
      email: 'carmen@residencia.es',
      username: 'carmen.ruiz',
      phone: '+34 600 111 222',
      password: 'secreto1',
      confirmPassword: 'secreto1',
      isEditing: false,
    })
  })

  it('lets the e-mail and the specialty be empty', () => {
    expect(errors(newStaffSchema, { ...validStaff, email: '', specialty: '' })).toEqual({})
  })
})

describe('editStaffSchema (Editar Personal)', () => {
  it('has the same messages, on position', () => {
    const empty = { name: '', position: '', specialty: '', email: 'elena@', username: '', phone: '' }
    expect(errors(editStaffSchema(member.username), empty)).toEqual({
      name: 'El nombre completo es requerido.',
      position: 'El cargo es requerido.',
      email: 'Correo inválido.',
      username: 'El nombre de usuario es requerido.',
      phone: 'El teléfono es requerido.',
    })
  })

  it('sends _id and position', () => {
    const values = editStaffSchema(member.username).parse({ ...toEditStaffValues(member), position: 'nurse' })
    expect(toStaffUpdateInput('s1', values)).toEqual({ _id: 's1', ...toEditStaffValues(member), position: 'nurse' })
  })

  it('asks for a job when the saved person has none the screen knows', () => {
    expect(toEditStaffValues({ ...member, position: null }).position).toBe('')
  })
})

describe('newSocialWorkerSchema (Nueva Trabajadora Social)', () => {
  it('says what is missing in an empty form', () => {
    expect(errors(newSocialWorkerSchema, emptyNewSocialWorker)).toEqual({
      name: 'El nombre completo es requerido.',
      area: 'El área es requerida.',
      username: 'El nombre de usuario es requerido.',
      phone: 'El teléfono es requerido.',
      licenseNumber: 'El número de licencia es requerido.',
      password: 'La contraseña es requerida.',
      confirmPassword: 'La confirmación de contraseña es requerida.',
    })
  })

  it('checks the e-mail, the username, the password and its confirmation', () => {
    const wrong = { ...validWorker, email: 'lucia', username: 'lucía peña', password: '12345', confirmPassword: '1234' }
    expect(errors(newSocialWorkerSchema, wrong)).toEqual({
      email: 'Correo inválido.',
      username: 'El nombre de usuario no puede contener espacios ni @.',
      password: 'La contraseña debe tener al menos 6 caracteres.',
      confirmPassword: 'Las contraseñas deben coincidir.',
    })
  })

  it('limits the area and the licence number', () => {
    expect(
      errors(newSocialWorkerSchema, { ...validWorker, area: 'a'.repeat(121), licenseNumber: 'l'.repeat(61) }),
    ).toEqual({
      area: 'Es demasiado largo (máximo 120 caracteres).',
      licenseNumber: 'Es demasiado largo (máximo 60 caracteres).',
    })
  })

  it('accepts a complete form', () => {
    expect(newSocialWorkerSchema.parse(validWorker)).toEqual(validWorker)
  })
})

describe('editSocialWorkerSchema (Editar Trabajadora Social)', () => {
  it('has no password fields and keeps the other rules', () => {
    expect(editSocialWorkerSchema(worker.username).parse({ ...toEditSocialWorkerValues(worker), password: 'x' })).not.toHaveProperty(
      'password',
    )
    expect(
      errors(editSocialWorkerSchema(worker.username), { ...toEditSocialWorkerValues(worker), area: ' ', licenseNumber: '' }),
    ).toEqual({
      area: 'El área es requerida.',
      licenseNumber: 'El número de licencia es requerido.',
    })
  })
})
