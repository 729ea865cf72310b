/**
 * Date helpers for es-ES display and ISO transport. Calendar dates travel as `YYYY-MM-DD` and times
 * as `HH:MM`; a calendar date is read in local time so it never shifts a day in the browser.
 */
const LOCALE = 'es-ES'
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/

type DateInput = Date | string | number

/** Parses a Date, a timestamp, an RFC 3339 string or a `YYYY-MM-DD` calendar date (as local). */
export function toDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value === 'string') {
    const m = ISO_DATE.exec(value)
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  }
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

/** 20/11/2025 */
export function formatDate(value: DateInput | null | undefined): string {
  const d = value == null || value === '' ? null : toDate(value)
  return d ? d.toLocaleDateString(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' }) : ''
}

/** 20 de noviembre de 2025 */
export function formatLongDate(value: DateInput | null | undefined): string {
  const d = value == null || value === '' ? null : toDate(value)
  return d ? d.toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' }) : ''
}

/** 09:05, from a Date or an `H:MM`/`HH:MM[:SS]` string. */
export function formatTime(value: DateInput | null | undefined): string {
  if (value == null || value === '') return ''
  if (typeof value === 'string') {
    const m = TIME.exec(value)
    if (m) return `${m[1].padStart(2, '0')}:${m[2]}`
  }
  const d = toDate(value)
  return d ? d.toLocaleTimeString(LOCALE, { hour: '2-digit', minute: '2-digit' }) : ''
}

/** 20/11/2025, 09:05 */
export function formatDateTime(value: DateInput | null | undefined): string {
  const d = value == null || value === '' ? null : toDate(value)
  return d ? `${formatDate(d)}, ${formatTime(d)}` : ''
}

/** A local date as `YYYY-MM-DD`. */
export function toISODate(value: Date): string {
  const y = value.getFullYear()
  const m = String(value.getMonth() + 1).padStart(2, '0')
  const d = String(value.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

/** Today's local date as `YYYY-MM-DD` (the default date for new records). */
export function todayISO(now: Date = new Date()): string {
  return toISODate(now)
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isISODate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const date = toDate(value)
  return date !== null && toISODate(date) === value
}

/** `YYYY-MM-DD` moved by `days` calendar days ('' for a text that is not a date). */
export function addDays(iso: string, days: number): string {
  if (!isISODate(iso)) return ''
  const date = toDate(iso)!
  date.setDate(date.getDate() + days)
  return toISODate(date)
}
