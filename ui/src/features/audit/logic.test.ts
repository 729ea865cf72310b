import { describe, expect, it } from 'vitest'
import { auditQuery, datesError, filterChange, isFiltered, roleLabel, rowDescription, sortOptions } from '@/features/audit/logic'
import { auditRowSchema, auditSearchSchema } from '@/features/audit/schemas'

describe('audit logic', () => {
  it('asks the server for the filters given and the page, leaving empty ones out', () => {
    expect(auditQuery({})).toBe('?page=1')
    expect(auditQuery({ residentId: 'r 1', userId: 'u1', from: '2026-11-01', to: '2026-11-30', page: 3 })).toBe(
      '?residentId=r+1&userId=u1&from=2026-11-01&to=2026-11-30&page=3',
    )
  })

  it('refuses a final day before the first one, as the server does', () => {
    expect(datesError({ from: '2026-11-22', to: '2026-11-21' })).toBe('La fecha final no puede ser anterior a la inicial.')
    expect(datesError({ from: '2026-11-22', to: '2026-11-22' })).toBeNull()
    expect(datesError({ to: '2026-11-21' })).toBeNull()
  })

  it('goes back to the first page on a filter change and drops emptied fields', () => {
    expect(filterChange({ from: '' })).toEqual({ page: undefined, from: undefined })
    expect(filterChange({ residentId: 'r1' })).toEqual({ page: undefined, residentId: 'r1' })
    expect(isFiltered({ page: 2 })).toBe(false)
    expect(isFiltered({ userId: 'u1' })).toBe(true)
  })

  it('sorts the choices as Spanish does and keeps each once', () => {
    const sorted = sortOptions([
      { _id: '3', name: 'Óscar Pérez' },
      { _id: '1', name: 'Ángela Ruiz' },
      { _id: '2', name: 'Beatriz Gil' },
      { _id: '1', name: 'Ángela Ruiz' },
      { _id: '4', name: 'Ñuria Sanz' },
      { _id: '5', name: 'Nuria Ortega' },
    ])
    expect(sorted.map((o) => o.name)).toEqual(['Ángela Ruiz', 'Beatriz Gil', 'Nuria Ortega', 'Ñuria Sanz', 'Óscar Pérez'])
  })

  it('names roles in Spanish and falls back to the raw action when the server gave no sentence', () => {
    expect(roleLabel('nurse+administrative')).toBe('Enfermera, Administrativo')
    expect(roleLabel('system')).toBe('system')
    expect(roleLabel(undefined)).toBe('')
    const row = auditRowSchema.parse({
      _id: 1, at: '2026-11-20T09:00:00Z', actor: { _id: '', name: 'Sistema' }, action: 'purge', entity: 'x',
      entityId: '', resident: null, outcome: 'allowed', ip: '', description: '',
    })
    expect(rowDescription(row)).toBe('purge · x')
  })

  it('reads the URL search leniently', () => {
    expect(auditSearchSchema.parse({ residentId: 'r1', from: 'ayer', to: '2026-11-30', page: '2' })).toEqual({
      residentId: 'r1', from: undefined, to: '2026-11-30', page: 2, userId: undefined,
    })
    expect(auditSearchSchema.parse({ page: '0' }).page).toBeUndefined()
  })
})
