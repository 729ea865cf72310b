/**
 * A Kardex entry's schedule (DESIGN 9, contract 12): the times of day, the weekdays (none = every day),
 * the end date, or "si precisa" (PRN) with its indication and daily maximum. The form's quick choices,
 * and the same Spanish text the server derives (`scheduleText`), as a preview before saving.
 */

/** The times most schedules use, offered as one-tap choices. */
export const QUICK_TIMES = ['08:00', '14:00', '20:00', '22:00'] as const

/** Monday (1) to Sunday (7), as the server numbers them, with the initials of a Spanish calendar. */
export const WEEKDAYS = [
  { value: 1, short: 'L', name: 'lunes' },
  { value: 2, short: 'M', name: 'martes' },
  { value: 3, short: 'X', name: 'miércoles' },
  { value: 4, short: 'J', name: 'jueves' },
  { value: 5, short: 'V', name: 'viernes' },
  { value: 6, short: 'S', name: 'sábado' },
  { value: 7, short: 'D', name: 'domingo' },
] as const

export const ALL_WEEKDAYS: readonly number[] = WEEKDAYS.map((day) => day.value)

/** The server's limit of times in one day. */
export const MAX_TIMES = 24

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A time of day as the server takes it: `HH:MM`, 00:00 to 23:59. */
export function isTime(text: string): boolean {
  return HH_MM.test(text)
}

/** A typed time made `HH:MM` ("8:00" -> "08:00", "8" -> "08:00"), or null when it is no time of day. */
export function normalizeTime(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?$/.exec(text.trim())
  if (!match) return null
  const time = `${match[1].padStart(2, '0')}:${match[2] ?? '00'}`
  return isTime(time) ? time : null
}

/** The times sorted, without repeats (as the server stores them). */
export function sortTimes(times: readonly string[]): string[] {
  return [...new Set(times)].sort()
}

/** Adds `time` to the list, or takes it out when it is there (a quick choice's chip). */
export function toggleTime(times: readonly string[], time: string): string[] {
  return times.includes(time) ? times.filter((item) => item !== time) : sortTimes([...times, time])
}

/** Selects or unselects a weekday; the list stays in Monday-to-Sunday order. */
export function toggleWeekday(days: readonly number[], day: number): number[] {
  return days.includes(day) ? days.filter((item) => item !== day) : ALL_WEEKDAYS.filter((d) => d === day || days.includes(d))
}

/** What the form shows for the server's weekdays: none stored means every day. */
export function weekdaysForForm(days: readonly number[] | null | undefined): number[] {
  const known = ALL_WEEKDAYS.filter((day) => days?.includes(day))
  return known.length === 0 ? [...ALL_WEEKDAYS] : known
}

/** What the server takes: every day is `[]`. */
export function weekdaysForServer(days: readonly number[]): number[] {
  const known = ALL_WEEKDAYS.filter((day) => days.includes(day))
  return known.length === ALL_WEEKDAYS.length ? [] : known
}

/** "a, b y c". */
function spanishList(items: readonly string[]): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`
}

/** `YYYY-MM-DD` as 31/12/2026. */
function spanishDate(iso: string): string {
  const [y, m, d] = iso.split('-')
  return d && m && y ? `${d}/${m}/${y}` : iso
}

export type ScheduleParts = {
  times: readonly string[]
  /** Server form: `[]` = every day. */
  weekdays: readonly number[]
  endDate: string
  prn: boolean
  prnIndication: string
  prnMaxPerDay: number | string
}

/**
 * The schedule in Spanish, as the server's `scheduleText` says it: "08:00 y 20:00", "Lunes, miércoles y
 * viernes a las 09:00", "… hasta el 31/12/2026", "Si precisa: dolor (máx. 3 al día)", "Sin horario".
 */
export function scheduleText(schedule: ScheduleParts): string {
  if (schedule.prn) {
    return `Si precisa: ${schedule.prnIndication.trim()} (máx. ${String(schedule.prnMaxPerDay).trim()} al día)`
  }
  const times = sortTimes(schedule.times)
  if (times.length === 0) return 'Sin horario'
  let text = spanishList(times)
  const days = weekdaysForServer(schedule.weekdays)
  if (days.length > 0) {
    const list = spanishList(days.map((day) => WEEKDAYS[day - 1].name))
    const at = times.length === 1 && times[0].startsWith('01:') ? ' a la ' : ' a las '
    text = list[0].toUpperCase() + list.slice(1) + at + text
  }
  if (schedule.endDate) text += ` hasta el ${spanishDate(schedule.endDate)}`
  return text
}
