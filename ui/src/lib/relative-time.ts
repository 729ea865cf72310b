import { formatDate, toDate } from '@/lib/dates'

const relative = new Intl.RelativeTimeFormat('es-ES', { numeric: 'auto' })

const MINUTE = 60_000
const HOUR = 60 * MINUTE

function startOfDay(date: Date) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
}

/** "ahora", "hace 5 minutos", "hace 3 horas", "ayer", "hace 4 días", then the date (es-ES). */
export function formatRelativeTime(value: Date | string | null | undefined, now: Date = new Date()): string {
  const date = value == null || value === '' ? null : toDate(value)
  if (!date) return ''
  const elapsed = Math.max(0, now.getTime() - date.getTime())
  if (elapsed < MINUTE) return relative.format(0, 'second')
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < 24 * HOUR && startOfDay(date) === startOfDay(now)) return relative.format(-Math.floor(elapsed / HOUR), 'hour')
  const days = Math.round((startOfDay(now) - startOfDay(date)) / (24 * HOUR))
  if (days < 7) return relative.format(-days, 'day')
  return formatDate(date)
}
