import { describe, expect, it } from 'vitest'
import { canChange } from '@/lib/authorship'

describe('canChange', () => {
  it('lets the author change what they signed', () => {
    expect(canChange({ id: 'u1', administrative: false }, 'u1')).toBe(true)
  })

  it('lets an administrative user change anything', () => {
    expect(canChange({ id: 'u2', administrative: true }, 'u1')).toBe(true)
  })

  it('refuses anyone else, and never matches an unknown author', () => {
    expect(canChange({ id: 'u2', administrative: false }, 'u1')).toBe(false)
    expect(canChange({ id: '', administrative: false }, '')).toBe(false)
  })
})
