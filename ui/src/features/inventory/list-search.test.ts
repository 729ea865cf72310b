import { describe, expect, it } from 'vitest'
import { INVENTORY_SEARCH_DEFAULTS, inventorySearchSchema } from '@/features/inventory/list-search'

describe('inventorySearchSchema', () => {
  it('fills the defaults for an empty URL', () => {
    expect(inventorySearchSchema.parse({})).toEqual({ ...INVENTORY_SEARCH_DEFAULTS })
  })

  it("keeps the dashboard's links and a complete state", () => {
    expect(inventorySearchSchema.parse({ status: 'low' })).toEqual({ q: '', page: 1, status: 'low' })
    expect(inventorySearchSchema.parse({ status: 'expiring' }).status).toBe('expiring')
    expect(inventorySearchSchema.parse({ q: 'Ibuprofeno' }).q).toBe('Ibuprofeno')
    const search = { category: 'Anti-inflammatory', q: 'ibu', status: 'low', page: 2 }
    expect(inventorySearchSchema.parse(search)).toEqual(search)
  })

  it('falls back field by field when a link was edited by hand', () => {
    expect(inventorySearchSchema.parse({ category: 'Vitamina', q: { a: 1 }, status: 'caducado', page: 0 })).toEqual({
      q: '',
      page: 1,
    })
    expect(inventorySearchSchema.parse({ page: 2.5 }).page).toBe(1)
  })

  it('reads a number typed in the search as text', () => {
    expect(inventorySearchSchema.parse({ q: 500 }).q).toBe('500')
  })
})
