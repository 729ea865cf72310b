import { describe, expect, it } from 'vitest'
import { oneOf, optionalText, searchSchema, searchText, wholeNumber } from '@/lib/search-params'

const schema = searchSchema({
  view: oneOf(['active', 'archived'], 'active'),
  status: oneOf(['low', 'expiring']),
  q: searchText(),
  area: optionalText({ min: 1, max: 4 }),
  date: optionalText({ pattern: /^\d{4}-\d{2}-\d{2}$/ }),
  page: wholeNumber({ min: 1, fallback: 1 }),
  at: wholeNumber({ min: 1, coerce: true }),
})

describe('searchSchema (the router reads the URL without zod)', () => {
  it('fills the defaults and leaves the optional fields out', () => {
    const parsed = schema.parse({})
    expect(parsed).toEqual({ view: 'active', q: '', page: 1 })
    expect(Object.keys(parsed).sort()).toEqual(['page', 'q', 'view'])
  })

  it('keeps a valid state and drops keys it does not know', () => {
    const search = { view: 'archived', status: 'low', q: 'ana', area: 'a1', date: '2026-03-01', page: 3, at: 2 }
    expect(schema.parse({ ...search, other: 'x' })).toEqual(search)
  })

  it('falls back field by field on values edited by hand', () => {
    expect(
      schema.parse({ view: 'todos', status: 'gone', q: { a: 1 }, area: '', date: 'ayer', page: 2.5, at: 'cero' }),
    ).toEqual({ view: 'active', q: '', page: 1 })
    expect(schema.parse({ area: 'largo', page: 0 }).area).toBeUndefined()
    expect(schema.parse({ page: '2' }).page).toBe(1)
    expect(schema.parse({ page: Number.POSITIVE_INFINITY }).page).toBe(1)
  })

  it('reads a number in the search box as text, and a page written as text where it coerces', () => {
    expect(schema.parse({ q: 12 }).q).toBe('12')
    expect(schema.parse({ q: Number.NaN }).q).toBe('')
    expect(schema.parse({ at: '4' }).at).toBe(4)
    expect(schema.parse({ at: '0' }).at).toBeUndefined()
  })

  it('answers the router through the Standard Schema interface, and any input is an object', () => {
    expect(schema['~standard'].validate({ view: 'archived' })).toEqual({ value: { view: 'archived', q: '', page: 1 } })
    expect(schema.parse(null)).toEqual({ view: 'active', q: '', page: 1 })
  })
})
