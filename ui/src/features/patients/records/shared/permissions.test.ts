import { describe, expect, it } from 'vitest'
import { recordPermissions } from '@/features/patients/records/shared/permissions'

describe('recordPermissions', () => {
  it('lets administrative staff write every kind', () => {
    expect(Object.values(recordPermissions(['administrative'])).every(Boolean)).toBe(true)
  })

  it('social workers write social-work notes, notes and care, and read the clinical records', () => {
    expect(recordPermissions(['socialworker'])).toEqual({
      socialNotes: true,
      notes: true,
      vitals: false,
      incidents: false,
      kardex: false,
      care: true,
    })
  })

  it('nurses and doctors write everything but social-work notes', () => {
    for (const role of ['nurse', 'doctor']) {
      expect(recordPermissions([role])).toEqual({
        socialNotes: false,
        notes: true,
        vitals: true,
        incidents: true,
        kardex: true,
        care: true,
      })
    }
  })

  it('gives nothing to other roles', () => {
    expect(Object.values(recordPermissions(['family'])).some(Boolean)).toBe(false)
    expect(Object.values(recordPermissions([])).some(Boolean)).toBe(false)
  })
})
