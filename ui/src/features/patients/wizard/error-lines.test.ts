import { describe, expect, it } from 'vitest'
import { errorLines, serverErrorLines } from '@/features/patients/wizard/error-lines'

describe('errorLines', () => {
  it('gives one line per failing field, in the order given: the required line or the format message', () => {
    const messages: Record<string, string> = {
      contactEmail: 'Correo inválido.',
      name: 'Campo requerido: Nombre completo',
      room: 'Campo requerido: Habitación',
    }
    expect(errorLines(['name', 'socialSecurity', 'room', 'contactEmail'], (name) => messages[name])).toEqual([
      'Campo requerido: Nombre completo',
      'Campo requerido: Habitación',
      'Correo inválido.',
    ])
  })

  it('is empty when nothing fails', () => {
    expect(errorLines(['name'], () => undefined)).toEqual([])
  })
})

describe('serverErrorLines', () => {
  it('orders the server’s field messages as the wizard shows the fields, unknown ones last', () => {
    expect(
      serverErrorLines({
        area: 'El área no existe.',
        room: 'La habitación ya está ocupada por otro residente activo.',
        username: 'Ese nombre de usuario ya está en uso.',
        'additionalFamilyMembers.0.name': 'Campo requerido: Nombre del familiar 1',
        'medicalEquipment.others': 'Valor no válido.',
        photo: 'La foto supera el tamaño máximo de 2 MB.',
      }),
    ).toEqual([
      'La foto supera el tamaño máximo de 2 MB.',
      'La habitación ya está ocupada por otro residente activo.',
      'Ese nombre de usuario ya está en uso.',
      'Campo requerido: Nombre del familiar 1',
      'Valor no válido.',
      'El área no existe.',
    ])
  })
})
