import { describe, expect, it } from 'vitest'
import { matches, normalizeSearch } from '@/lib/search'

describe('normalizeSearch', () => {
  it('lower-cases and strips accents and diacritics', () => {
    expect(normalizeSearch('José Núñez')).toBe('jose nunez')
    expect(normalizeSearch('ÁÉÍÓÚ Üü Çç')).toBe('aeiou uu cc')
  })

  it('handles empty values', () => {
    expect(normalizeSearch('')).toBe('')
    expect(normalizeSearch(null)).toBe('')
    expect(normalizeSearch(undefined)).toBe('')
  })

  it('matches text written with decomposed accents', () => {
    expect(normalizeSearch('Mari\u0301a')).toBe('maria')
  })
})

describe('matches', () => {
  it('ignores case and accents on both sides', () => {
    expect(matches('María Pérez Gómez', 'perez')).toBe(true)
    expect(matches('Maria Perez', 'PÉREZ')).toBe(true)
    expect(matches('Señora Muñoz', 'munoz')).toBe(true)
  })

  it('returns false when the needle is absent', () => {
    expect(matches('Carmen López', 'lucia')).toBe(false)
    expect(matches(null, 'algo')).toBe(false)
  })

  it('matches everything with an empty or blank needle', () => {
    expect(matches('Carmen', '')).toBe(true)
    expect(matches('Carmen', '   ')).toBe(true)
    expect(matches(undefined, undefined)).toBe(true)
  })
})
