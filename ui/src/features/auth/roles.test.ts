import { describe, expect, it } from 'vitest'
import { roleLabel } from '@/features/auth/roles'

describe('roles', () => {
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
