import { madridMoment, formatDate } from '@/features/daily-registers/format'
import { POSITIONS, type BowelRecord, type FluidIntake, type RepositioningChange, type Weight } from '@/features/daily-registers/schemas'

/** A point of the day's fluids: minutes since midnight (Madrid) and ml drunk so far. */
export type FluidPoint = { minute: number; total: number }

/**
 * The day's drinks accumulated, in the order drunk: from 0 ml at midnight, a step at each drink, on to `untilMinute`
 * (now, for today; the end of the day for a day past).
 */
export function fluidSeries(intakes: readonly Pick<FluidIntake, 'at' | 'ml'>[], untilMinute = 24 * 60): FluidPoint[] {
  const points: FluidPoint[] = [{ minute: 0, total: 0 }]
  let total = 0
  const sorted = [...intakes].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  for (const intake of sorted) {
    const at = madridMoment(intake.at)
    if (!at) continue
    total += intake.ml
    points.push({ minute: at.minutes, total })
  }
  const last = points[points.length - 1]
  if (untilMinute > last.minute) points.push({ minute: untilMinute, total })
  return points
}

/** A weight on the chart, oldest first. */
export type WeightPoint = { key: string; date: string; label: string; kg: number; loss: boolean }

export function weightSeries(weights: readonly Weight[]): WeightPoint[] {
  return [...weights]
    .sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt))
    .map((w) => ({
      key: w._id,
      date: w.date,
      label: formatDate(w.date).slice(0, 5) + '/' + w.date.slice(2, 4),
      kg: w.kg,
      loss: w.lossAlert,
    }))
}

/** A day of the bowel chart: its stools, and the hardest and loosest Bristol types among them. */
export type BowelDay = { day: string; label: string; stools: number; padChanges: number; bristols: number[] }

/** The last `days` days up to `today` (YYYY-MM-DD, Madrid), oldest first, with each day's entries counted. */
export function bowelDays(records: readonly BowelRecord[], today: string, days = 14): BowelDay[] {
  const out: BowelDay[] = []
  const base = Date.parse(`${today}T12:00:00Z`)
  for (let back = days - 1; back >= 0; back--) {
    const day = new Date(base - back * 86_400_000).toISOString().slice(0, 10)
    out.push({ day, label: `${day.slice(8, 10)}/${day.slice(5, 7)}`, stools: 0, padChanges: 0, bristols: [] })
  }
  const byDay = new Map(out.map((d) => [d.day, d]))
  for (const r of records) {
    const at = madridMoment(r.at)
    const d = at && byDay.get(at.day)
    if (!d) continue
    if (r.bristol !== null) {
      d.stools++
      d.bristols.push(r.bristol)
    }
    if (r.padChange) d.padChanges++
  }
  return out
}

/** A change on the day's chart: minutes since midnight and its position's row. */
export type ChangePoint = { key: string; minute: number; row: number; position: string; skinOk: boolean }

export function changePoints(changes: readonly RepositioningChange[]): ChangePoint[] {
  return changes.flatMap((c) => {
    const at = madridMoment(c.at)
    const row = POSITIONS.indexOf(c.position as (typeof POSITIONS)[number])
    return at && row >= 0 ? [{ key: c._id, minute: at.minutes, row, position: c.position, skinOk: c.skinOk }] : []
  })
}

/** HH:MM of minutes since midnight (24:00 at the end of the day). */
export function clockOf(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
}
