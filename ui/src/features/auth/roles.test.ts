import { describe, expect, it } from 'vitest'
import { hasStaffRole, isAdministrative, roleLabel } from '@/features/auth/roles'

describe('roles', () => {
  it('opens the staff menu for any of the four staff roles', () => {
    for (const name of ['administrative', 'doctor', 'nurse', 'socialworker']) {
      expect(hasStaffRole({ roles: [{ name }] })).toBe(true)
    }
  })

  it('keeps it closed for families and users without roles', () => {
    expect(hasStaffRole({ roles: [{ name: 'family' }] })).toBe(false)
    expect(hasStaffRole({ roles: [] })).toBe(false)
  })

  it('recognises administrative users, whatever other roles they hold', () => {
    expect(isAdministrative({ roles: [{ name: 'doctor' }, { name: 'administrative' }] })).toBe(true)
    for (const name of ['doctor', 'nurse', 'socialworker', 'family']) expect(isAdministrative({ roles: [{ name }] })).toBe(false)
    expect(isAdministrative({ roles: [] })).toBe(false)
  })

  it('names roles in Spanish', () => {
    expect(['administrative', 'doctor', 'nurse', 'socialworker'].map(roleLabel)).toEqual([
      'Administrativo',
      'Médico',
      'Enfermera',
      'Trabajadora social',
    ])
    expect(roleLabel('desconocido')).toBe('desconocido')
  })
})
