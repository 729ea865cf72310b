/**
 * Unit prices are euros with two decimals (SPEC 3 says dollars; DESIGN 8: euros). They travel as decimal strings ("12.10") and are
 * read and written digit by digit, never through float arithmetic, so no cent is ever lost.
 */

/** The largest price the server takes, in euros. */
const MAX_DOLLARS = 1_000_000_000

export type PriceError = 'required' | 'negative' | 'decimals' | 'invalid'

export type ParsedPrice = { ok: true; value: string } | { ok: false; error: PriceError }

/**
 * Reads a price as typed: "12.1" -> "12.10", "0,5" -> "0.50", "7" -> "7.00". Like the server, more than
 * two decimals are refused unless the extra ones are zeros ("3.100" -> "3.10").
 */
export function parsePrice(text: string): ParsedPrice {
  const value = text.trim().replace(',', '.')
  if (!value) return { ok: false, error: 'required' }
  if (value.startsWith('-')) return { ok: false, error: 'negative' }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value)
  if (!match || (!match[1] && !match[2])) return { ok: false, error: 'invalid' }
  const whole = match[1].replace(/^0+(?=\d)/, '') || '0'
  let fraction = match[2] ?? ''
  if (fraction.length > 2) {
    if (/[^0]/.test(fraction.slice(2))) return { ok: false, error: 'decimals' }
    fraction = fraction.slice(0, 2)
  }
  if (whole.length > 10 || Number(whole) > MAX_DOLLARS) return { ok: false, error: 'invalid' }
  return { ok: true, value: `${whole}.${fraction.padEnd(2, '0')}` }
}

/**
 * The server's price as a decimal string. It sends exact cents ("unitPrice": 12.50), which JSON reads as
 * the nearest double (12.5); rounding to whole cents gives the server's figure back.
 */
export function priceText(dollars: number): string {
  const cents = Math.round(dollars * 100)
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
