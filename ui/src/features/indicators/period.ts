import { es } from '@/i18n/es'
import { isISODate, toDate, toISODate } from '@/lib/dates'

const t = es.indicators.errors

/** The page's address: `?mes=2026-10`, or `?desde=&hasta=` for a period between dates; `&area=` either way. */
export type IndicatorsSearch = { mes?: string; desde?: string; hasta?: string; area?: string }

export type PeriodMode = 'month' | 'range'

/** What the address asks for: the mode, the days (when they make a period) and what is wrong with them. */
export type ResolvedPeriod = {
  mode: PeriodMode
  month: string
  from: string
  to: string
  errors: { from?: string; to?: string }
}

const MONTH = /^(\d{4})-(\d{2})$/

/** A month `YYYY-MM` that exists. */
export function isMonth(value: string | undefined): value is string {
  const m = value ? MONTH.exec(value) : null
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12
}

/** `YYYY-MM` moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number)
  return toISODate(new Date(y, m - 1 + months, 1)).slice(0, 7)
}

/** The month before today's: the last one complete. */
export function lastCompleteMonth(today: string): string {
  return addMonths(today.slice(0, 7), -1)
}

/** The first and last days of a month. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number)
  return { from: `${month}-01`, to: toISODate(new Date(y, m, 0)) }
}

/** The 12 months up to the month of `to`: the charts' period. */
export function historyBounds(to: string): { from: string; to: string } {
  const month = to.slice(0, 7)
  return { from: monthBounds(addMonths(month, -11)).from, to: monthBounds(month).to }
}

/** Reads the address on `today`, checking a period as the server does (from, to, at most 24 months). */
export function resolvePeriod(search: IndicatorsSearch, today: string): ResolvedPeriod {
  if (search.desde !== undefined || search.hasta !== undefined) {
    const from = search.desde ?? ''
    const to = search.hasta ?? ''
    const errors: ResolvedPeriod['errors'] = {}
    if (!from) errors.from = t.fromRequired
    else if (!isISODate(from)) errors.from = t.dateInvalid
    else if (from > today) errors.from = t.future
    if (!to) errors.to = t.toRequired
    else if (!isISODate(to)) errors.to = t.dateInvalid
    else if (!errors.from && to < from) errors.to = t.reversed
    else if (!errors.from && to >= addMonthsToDay(from, 24)) errors.to = t.tooLong
    return { mode: 'range', month: (isISODate(to) ? to : today).slice(0, 7), from, to, errors }
  }
  const month = isMonth(search.mes) && search.mes <= today.slice(0, 7) ? search.mes : lastCompleteMonth(today)
  return { mode: 'month', month, ...monthBounds(month), errors: {} }
}

/** A day moved by whole months, as Go's AddDate: 2024-11-02 + 24 months is 2026-11-02. */
function addMonthsToDay(day: string, months: number): string {
  const date = toDate(day)!
  return toISODate(new Date(date.getFullYear(), date.getMonth() + months, date.getDate()))
}

/** The last day the period counts: its end, or today when it ends later. */
export function countedUntil(to: string, today: string): string {
  return to > today ? today : to
}

/** "nov 26": a month on a chart's axis. */
export function shortMonth(month: string): string {
  const date = toDate(`${month}-01`)!
  return `${date.toLocaleDateString('es-ES', { month: 'short' }).replace('.', '')} ${month.slice(2, 4)}`
}

/** "noviembre de 2026". */
export function longMonth(month: string): string {
  return toDate(`${month}-01`)!.toLocaleDateString('es-ES', { month: 'long', year: 'numeric' })
}
