import { toISODate } from '@/lib/dates'

/** The vitals chart's periods, in days: 7 d, 30 d, 90 d and 1 año (DESIGN 13). */
export const CHART_PERIODS = [7, 30, 90, 365] as const

export type ChartPeriod = (typeof CHART_PERIODS)[number]

export const DEFAULT_CHART_PERIOD: ChartPeriod = 30

export function isChartPeriod(value: number): value is ChartPeriod {
  return (CHART_PERIODS as readonly number[]).includes(value)
}

/** The last `days` days up to `today` (local dates, `YYYY-MM-DD`, both included): 7 d is today and the 6 before. */
export function periodDates(days: ChartPeriod, today: Date = new Date()): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1))
  return { from: toISODate(from), to: toISODate(today) }
}
