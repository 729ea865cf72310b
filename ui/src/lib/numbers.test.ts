import { describe, expect, it } from 'vitest'
import { formatDecimal, parseDecimal, parseWhole, readNumber } from '@/lib/numbers'

describe('parseDecimal', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(parseDecimal('36,8')).toBe(36.8)
    expect(parseDecimal('36.8')).toBe(36.8)
    expect(parseDecimal(' 120 ')).toBe(120)
    expect(parseDecimal('-2,5')).toBe(-2.5)
    expect(parseDecimal(',5')).toBe(0.5)
    expect(parseDecimal('7,')).toBe(7)
  })

  it('takes no thousands separator as one: "1.234" is one point two three four, "1.234,5" no number', () => {
    expect(parseDecimal('1.234')).toBe(1.234)
    expect(parseDecimal('1,234')).toBe(1.234)
    expect(parseDecimal('1.234,5')).toBeNull()
    expect(parseDecimal('1,234,5')).toBeNull()
    expect(parseDecimal('1 234')).toBeNull()
  })

  it('answers null for empty text and for anything else JavaScript would read as a number', () => {
    for (const text of ['', '   ', 'abc', '36,8 °C', '1e3', '0x10', 'Infinity', '+5', '--1', '.', ',']) {
      expect(parseDecimal(text), text).toBeNull()
    }
  })
})

describe('parseWhole and readNumber', () => {
  it('read whole numbers only, so "1.000" is never taken as 1 or 1000', () => {
    expect(parseWhole('12')).toBe(12)
    expect(parseWhole('-3')).toBe(-3)
    expect(parseWhole('1.000')).toBeNull()
    expect(parseWhole('2,5')).toBeNull()
    expect(parseWhole('')).toBeNull()
  })

  it('tell empty, a number and text that is no number apart', () => {
    expect(readNumber('')).toEqual({ kind: 'empty' })
    expect(readNumber(null)).toEqual({ kind: 'empty' })
    expect(readNumber('36,8')).toEqual({ kind: 'number', value: 36.8 })
    expect(readNumber('treinta')).toEqual({ kind: 'invalid' })
  })
})

describe('formatDecimal', () => {
  it('writes numbers the es-ES way, without thousands separators unless asked', () => {
    expect(formatDecimal(36.8)).toBe('36,8')
    expect(formatDecimal(120)).toBe('120')
    expect(formatDecimal(12500)).toBe('12500')
    expect(formatDecimal(12500, { grouping: true })).toBe('12.500')
    expect(formatDecimal(21.5, { minDecimals: 2, maxDecimals: 2 })).toBe('21,50')
    expect(formatDecimal(38.25, { maxDecimals: 1 })).toBe('38,3')
    expect(formatDecimal(-2.5)).toBe('-2,5')
    expect(formatDecimal(null)).toBe('')
    expect(formatDecimal(Number.NaN)).toBe('')
  })

  it('writes what parseDecimal reads back as the same number', () => {
    for (const value of [0, 0.5, 36.8, 72.35, 999.99, 1000, 123456.78]) {
      expect(parseDecimal(formatDecimal(value))).toBe(value)
    }
  })
})
