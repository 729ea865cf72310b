import { describe, expect, it } from 'vitest'
import { PATIENT_LIST_DEFAULTS, patientListSearchSchema, toListParams } from '@/features/patients/list-search'

describe('patientListSearchSchema', () => {
  it('fills the defaults for an empty URL', () => {
    expect(patientListSearchSchema.parse({})).toEqual({ ...PATIENT_LIST_DEFAULTS, area: undefined })
  })

  it('keeps a complete, valid state', () => {
    const search = { view: 'archived', page: 3, q: 'núñez', area: 'none', sort: 'age', order: 'desc' }
    expect(patientListSearchSchema.parse(search)).toEqual(search)
  })

  it('falls back field by field when a link was edited by hand', () => {
    expect(
      patientListSearchSchema.parse({ view: 'todos', page: 0, q: { a: 1 }, area: '', sort: 'room', order: 'up' }),
    ).toEqual({ ...PATIENT_LIST_DEFAULTS, area: undefined })
    expect(patientListSearchSchema.parse({ page: 2.5 }).page).toBe(1)
    expect(patientListSearchSchema.parse({ page: '2' }).page).toBe(1)
  })

  it('reads a number typed in the search as text (room numbers)', () => {
    expect(patientListSearchSchema.parse({ q: 12 }).q).toBe('12')
  })
})

describe('toListParams', () => {
  it('asks the API for the same page, trimmed search, area and sort', () => {
    const search = patientListSearchSchema.parse({
      view: 'archived',
      page: 2,
      q: '  ana ',
      area: 'a1',
      sort: 'age',
      order: 'desc',
    })
    expect(toListParams(search)).toEqual({
      view: 'archived',
      page: 2,
      search: 'ana',
      area: 'a1',
      sort: 'age',
      order: 'desc',
    })
  })

  it('sends no search for blank text', () => {
    expect(toListParams(patientListSearchSchema.parse({ q: '   ' })).search).toBeUndefined()
  })
})
