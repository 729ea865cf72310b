import { describe, expect, it } from 'vitest'
import { parsePrice, priceText } from '@/features/inventory/price'

describe('parsePrice', () => {
  it('writes the price with exactly two decimals, digit by digit', () => {
    const cases: [string, string][] = [
      ['12.1', '12.10'],
      ['12.5', '12.50'],
      ['12.50', '12.50'],
      ['7', '7.00'],
      ['0.29', '0.29'],
      ['0.07', '0.07'],
    ]
    for (const [typed, sent] of cases) expect(parsePrice(typed)).toEqual({ ok: true, value: sent })
  })

  it('reads a comma as the decimal point, spaces around, leading zeros and a bare point', () => {
    expect(parsePrice(' 0,5 ')).toEqual({ ok: true, value: '0.50' })
    expect(parsePrice('007.10')).toEqual({ ok: true, value: '7.10' })
    expect(parsePrice('.5')).toEqual({ ok: true, value: '0.50' })
    expect(parsePrice('3.')).toEqual({ ok: true, value: '3.00' })
    expect(parsePrice('0')).toEqual({ ok: true, value: '0.00' })
  })

  it('keeps cents that binary floating point would lose', () => {
    expect(parsePrice('0.1')).toEqual({ ok: true, value: '0.10' })
    expect(parsePrice('1234567.89')).toEqual({ ok: true, value: '1234567.89' })
    expect(parsePrice('999999999.99')).toEqual({ ok: true, value: '999999999.99' })
  })

  it('takes more decimals only when they are zeros, like the server', () => {
    expect(parsePrice('3.100')).toEqual({ ok: true, value: '3.10' })
    expect(parsePrice('1.005')).toEqual({ ok: false, error: 'decimals' })
    expect(parsePrice('12.999')).toEqual({ ok: false, error: 'decimals' })
  })

  it('names what is wrong', () => {
    expect(parsePrice('')).toEqual({ ok: false, error: 'required' })
    expect(parsePrice('   ')).toEqual({ ok: false, error: 'required' })
    expect(parsePrice('-1')).toEqual({ ok: false, error: 'negative' })
    expect(parsePrice('-0.5')).toEqual({ ok: false, error: 'negative' })
    for (const typed of ['abc', '1e3', '1.2.3', '.', '$5', '1 000', '2000000000']) {
      expect(parsePrice(typed)).toEqual({ ok: false, error: 'invalid' })
    }
  })
})

describe('priceText', () => {
  it("gives back the server's exact cents from the number JSON read", () => {
    expect(priceText(12.5)).toBe('12.50')
    expect(priceText(0.29)).toBe('0.29')
    expect(priceText(0.07)).toBe('0.07')
    expect(priceText(3.1)).toBe('3.10')
    expect(priceText(1.15)).toBe('1.15')
    expect(priceText(0)).toBe('0.00')
    expect(priceText(19.99)).toBe('19.99')
    expect(priceText(1234567.89)).toBe('1234567.89')
    expect(priceText(999999999.99)).toBe('999999999.99')
  })

  it('reads back every cent of the first ten dollars exactly', () => {
    for (let cents = 0; cents < 1000; cents += 1) {
      const text = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
      expect(priceText(JSON.parse(text))).toBe(text)
    }
  })
})
