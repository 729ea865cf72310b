import { describe, expect, it } from 'vitest'
import { formatEuros } from '@/lib/money'

/** Intl puts a no-break space before the sign; the tests read it as a plain space. */
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatEuros', () => {
  it('shows euros the es-ES way, with a decimal comma and the sign after', () => {
    expect(plain(formatEuros('21.50'))).toBe('21,50 €')
    expect(plain(formatEuros(12.5))).toBe('12,50 €')
    expect(plain(formatEuros('0.00'))).toBe('0,00 €')
    expect(plain(formatEuros('12345.60'))).toBe('12.345,60 €')
  })
})
