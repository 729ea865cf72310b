import type { Alert } from '@/features/alerts/schemas'
import { es } from '@/i18n/es'

const t = es.alerts
const short = new Intl.RelativeTimeFormat('es-ES', { numeric: 'auto', style: 'short' })
const MINUTE = 60_000

/** How long ago, short: "ahora", "hace 25 min", "hace 3 h", "hace 2 días" (not "anteayer": the count reads better). */
export function alertAge(createdAt: string, now: Date = new Date()): string {
  const at = Date.parse(createdAt)
  if (Number.isNaN(at)) return ''
  const minutes = Math.max(0, Math.floor((now.getTime() - at) / MINUTE))
  if (minutes < 1) return short.format(0, 'second')
  if (minutes < 60) return short.format(-minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return short.format(-hours, 'hour')
  const days = Math.floor(hours / 24)
  return days === 1 ? 'hace 1 día' : `hace ${days} días`
}

/** The severity as a word and its colours (never colour alone). */
export function severityPresentation(severity: Alert['severity']) {
  return severity === 'high'
    ? { label: t.severity.high, className: 'bg-destructive text-destructive-foreground', border: 'border-l-destructive' }
    : { label: t.severity.medium, className: 'bg-warm-soft text-warm', border: 'border-l-warm' }
}

/** The kind's Spanish name; an unknown kind shows the alert's own title. */
export function alertKindLabel(alert: Pick<Alert, 'kind' | 'title'>): string {
  return t.kinds[alert.kind] ?? alert.title
}

/**
 * The router's address of `link` (`/patients/<id>/<tab>`), falling back to the resident's page when the
 * server sends something else.
 */
export function alertTarget(alert: Pick<Alert, 'link' | 'residentId'>):
  | { to: '/patients/$id/$tab'; params: { id: string; tab: string } }
  | { to: '/patients/$id'; params: { id: string } } {
  const match = /^\/patients\/([^/?#]+)\/([^/?#]+)\/?$/.exec(alert.link)
  if (match) return { to: '/patients/$id/$tab', params: { id: decodeURIComponent(match[1]), tab: match[2] } }
  const id = /^\/patients\/([^/?#]+)\/?$/.exec(alert.link)?.[1] ?? alert.residentId
  return { to: '/patients/$id', params: { id } }
}
