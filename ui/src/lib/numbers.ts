/**
 * Numbers typed by people and shown to them, the es-ES way (DESIGN 8): "36,8" and "36.8" both mean
 * thirty-six point eight; a number is shown "36,8". Read like the server reads them: one optional decimal
 * separator, comma or point, and no thousands separator (a nurse typing "1.234" means one point two three
 * four, never a thousand; "1.234,5" is no number at all).
 */

const DECIMAL = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/
const WHOLE = /^-?\d+$/

/** The number typed in `text`, or null when it is empty or no number ("abc", "1.234,5", "1e3"). */
export function parseDecimal(text: string): number | null {
  const value = text.trim()
  if (!DECIMAL.test(value)) return null
  const number = Number(value.replace(',', '.'))
  return Number.isFinite(number) ? number : null
}

/** The whole number typed in `text` ("12", "-3"), or null for anything else, decimals and separators included. */
export function parseWhole(text: string): number | null {
  const value = text.trim()
  return WHOLE.test(value) ? Number(value) : null
}

export type NumberText =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  /** Not a number at all. */
  | { kind: 'invalid' }

/** What a numeric field holds: nothing, a number, or text that is no number. */
export function readNumber(text: string | null | undefined): NumberText {
  if (text == null || text.trim() === '') return { kind: 'empty' }
  const value = parseDecimal(text)
  return value === null ? { kind: 'invalid' } : { kind: 'number', value }
}

const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number, useGrouping: boolean) {
  const key = `${minimumFractionDigits}/${maximumFractionDigits}/${useGrouping}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('es-ES', { minimumFractionDigits, maximumFractionDigits, useGrouping })
    formats.set(key, format)
  }
  return format
}

export type FormatOptions = {
  /** At most this many decimals (2 unless said). */
  maxDecimals?: number
  /** At least this many decimals (0 unless said): 2 for "21,50". */
  minDecimals?: number
  /**
   * Thousands separators ("12.500"), for reading only. Off unless asked, and never in a field: what a
   * field shows must read back as the same number.
   */
  grouping?: boolean
}

/** A number the es-ES way: 36.8 -> "36,8", 120 -> "120"; '' for null. */
export function formatDecimal(value: number | null | undefined, options: FormatOptions = {}): string {
  if (value == null || !Number.isFinite(value)) return ''
  const { maxDecimals = 2, minDecimals = 0, grouping = false } = options
  return numberFormat(minDecimals, Math.max(minDecimals, maxDecimals), grouping).format(value)
}
