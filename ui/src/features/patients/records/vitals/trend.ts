import { VITAL_KEYS, type VitalKey, type VitalRange } from '@/features/patients/records/vitals/measures'
import type { VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import { toDate } from '@/lib/dates'

/** One reading of one measure, placed in time for the chart. */
export type TrendPoint = {
  id: string
  /** Local time of the reading in milliseconds: its date, and its time when one was given. */
  at: number
  date: string
  time: string
  value: number
  outOfRange: boolean
}

export type MeasureSummary = {
  /** The most recent reading, or null when the measure was never taken. */
  latest: TrendPoint | null
  readings: number
  outOfRange: number
}

/** When a record was taken, in local time; a record without time counts from the start of its day. */
export function readingTime(record: Pick<VitalSignsRecord, 'date' | 'time'>): number | null {
  const day = toDate(record.date)
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(record.date)) return null
  const clock = /^(\d{1,2}):(\d{2})/.exec(record.time)
  if (clock) day.setHours(Number(clock[1]), Number(clock[2]))
  return day.getTime()
}

/**
 * The readings of one measure, oldest first, skipping records where it was not taken; out of range as the
 * server said (the record's `outOfRange`, against the resident's ranges).
 */
export function trendSeries(records: readonly VitalSignsRecord[], key: VitalKey): TrendPoint[] {
  const points: TrendPoint[] = []
  for (const record of records) {
    const value = record.vitalSigns[key]
    const at = readingTime(record)
    if (value === null || at === null) continue
    points.push({
      id: record._id,
      at,
      date: record.date,
      time: record.time,
      value,
      outOfRange: record.outOfRange.includes(key),
    })
  }
  return points.sort((a, b) => a.at - b.at)
}

/** For every measure: its latest reading and how many readings there are, and how many out of range. */
export function summarizeTrends(records: readonly VitalSignsRecord[]): Record<VitalKey, MeasureSummary> {
  return Object.fromEntries(
    VITAL_KEYS.map((key) => {
      const series = trendSeries(records, key)
      return [
        key,
        {
          latest: series.at(-1) ?? null,
          readings: series.length,
          outOfRange: series.filter((point) => point.outOfRange).length,
        },
      ]
    }),
  ) as Record<VitalKey, MeasureSummary>
}

const DAY = 24 * 60 * 60 * 1000

/** Steps the value axis may count in; the smallest that needs at most MAX_VALUE_STEPS is used. */
const VALUE_STEPS = [0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200]
const MAX_VALUE_STEPS = 7

export type ValueAxis = { domain: [number, number]; ticks: number[] }

/**
 * The value axis: the reference range and every reading with a little room above and below, widened to
 * round ticks, so the range band always shows and no reading sits on the edge. It never reaches beyond
 * what is physically possible (`limits`): a value saved before the server refused impossible ones (a
 * "368 °C" typed for 36,8) cannot stretch the axis and flatten every real reading.
 */
export function valueAxis(series: readonly TrendPoint[], range: VitalRange | undefined, limits: VitalRange): ValueAxis {
  const values = series.map((point) => point.value).filter((value) => value >= limits.min && value <= limits.max)
  const shown = range ? [...values, range.min, range.max] : values
  const low = shown.length > 0 ? Math.min(...shown) : limits.min
  const high = shown.length > 0 ? Math.max(...shown) : limits.max
  const room = Math.max((high - low) * 0.08, 0.1)
  const bottom = Math.max(limits.min, 0, low - room)
  const top = Math.min(limits.max, high + room)
  const step =
    VALUE_STEPS.find((size) => Math.ceil(top / size) - Math.floor(bottom / size) <= MAX_VALUE_STEPS) ??
    VALUE_STEPS[VALUE_STEPS.length - 1]
  const first = Math.floor(bottom / step)
  const last = Math.ceil(top / step)
  const ticks = Array.from({ length: last - first + 1 }, (_, index) => (first + index) * step)
  return { domain: [ticks[0], ticks[ticks.length - 1]], ticks }
}

/** Local midnight of the day `at` falls in. */
function startOfDay(at: number): number {
  const day = new Date(at)
  day.setHours(0, 0, 0, 0)
  return day.getTime()
}

/**
 * The time axis's ticks: whole days from the first reading's to the last one's, every n days so that
 * there are at most `maxTicks`.
 */
export function dayTicks(series: readonly TrendPoint[], maxTicks: number): number[] {
  if (series.length === 0) return []
  const first = startOfDay(series[0].at)
  const last = startOfDay(series[series.length - 1].at)
  const days = Math.round((last - first) / DAY) + 1
  const step = Math.max(1, Math.ceil(days / Math.max(1, maxTicks)))
  const ticks: number[] = []
  for (let index = 0; index < days; index += step) {
    // setDate rather than adding 24 h: a day is 23 or 25 h when the clocks change.
    const day = new Date(first)
    day.setDate(day.getDate() + index)
    ticks.push(day.getTime())
  }
  return ticks
}

/** The time axis: from the first reading's day to the end of the last reading's day. */
export function timeDomain(series: readonly TrendPoint[]): [number, number] {
  if (series.length === 0) return [0, 0]
  const end = new Date(startOfDay(series[series.length - 1].at))
  end.setDate(end.getDate() + 1)
  return [startOfDay(series[0].at), end.getTime()]
}
