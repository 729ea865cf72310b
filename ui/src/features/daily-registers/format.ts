import { POSITIONS, type BowelRecord, type FluidIntake, type RepositioningChange, type Weight } from '@/features/daily-registers/schemas'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'

const t = es.dailyRegisters

const madridParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant on Madrid's clock: its day (YYYY-MM-DD), time (HH:MM) and minutes since midnight. */
export function madridMoment(at: string | Date): { day: string; time: string; minutes: number } | null {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime()
  if (Number.isNaN(ms)) return null
  const p = Object.fromEntries(madridParts.formatToParts(ms).map(({ type, value }) => [type, value]))
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, minutes: Number(p.hour) * 60 + Number(p.minute) }
}

/** When something happened, from now's point of view: «hoy a las 09:30», «ayer a las 22:00», «el 18/11 a las 09:00». */
export function spokenWhen(at: string, now: Date = new Date()): string {
  const then = madridMoment(at)
  const today = madridMoment(now)
  if (!then || !today) return ''
  if (then.day === today.day) return `hoy a las ${then.time}`
  const yesterday = madridMoment(new Date(Date.parse(`${today.day}T12:00:00Z`) - 86_400_000))
  if (then.day === yesterday?.day) return `ayer a las ${then.time}`
  return `el ${then.day.slice(8, 10)}/${then.day.slice(5, 7)} a las ${then.time}`
}

/** Whole days since an instant (0 the same day on the clock of 24-hour periods). */
export function daysSince(at: string, now: Date = new Date()): number {
  const ms = Date.parse(at)
  return Number.isNaN(ms) ? 0 : Math.max(0, Math.floor((now.getTime() - ms) / 86_400_000))
}

export function positionLabel(position: string): string {
  return t.repositioning.positions[position] ?? position
}

/** What an entry was, in a few words (the void dialog and the undo toast say it). */
export function describeChange(change: Pick<RepositioningChange, 'position' | 'at'>): string {
  return `${positionLabel(change.position)} · ${madridMoment(change.at)?.time ?? ''}`
}

export function describeIntake(intake: Pick<FluidIntake, 'ml' | 'drink'>): string {
  return t.fluids.intake(intake.ml, intake.drink)
}

export function describeWeight(weight: Pick<Weight, 'kg' | 'date'>): string {
  return t.weights.entry(formatDecimal(weight.kg, { maxDecimals: 1 }), formatDate(weight.date))
}

export function describeBowel(record: Pick<BowelRecord, 'bristol' | 'continent' | 'padChange'>): string {
  const e = t.bowel.entry
  const parts: string[] = []
  if (record.bristol !== null) parts.push(e.stool(record.bristol))
  else if (!record.continent) parts.push(e.episode)
  if (record.padChange) parts.push(e.padChange)
  if (record.bristol !== null && !record.continent) parts.push(e.incontinent)
  return parts.join(' · ')
}

/** A YYYY-MM-DD date as dd/mm/yyyy. */
export function formatDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day
}

/** The share of the target drunk, in whole per cent. */
export function fluidShare(totalMl: number, targetMl: number): number {
  return targetMl > 0 ? Math.floor((totalMl * 100) / targetMl) : 0
}

/** The position buttons' order. */
export const POSITION_ORDER = POSITIONS
