import { Link } from '@tanstack/react-router'
import { alertAge, alertKindLabel, alertTarget, severityPresentation } from '@/features/alerts/logic'
import type { Alert } from '@/features/alerts/schemas'
import { Button } from '@/components/ui/button'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.alerts

type AlertCardProps = {
  alert: Alert
  now: Date
  /** Shown when the user may attend it (alerts.acknowledge) and it is open. */
  onAcknowledge?: (alert: Alert) => void
  /** Leaves out the resident's name (on the resident's own page). */
  compact?: boolean
}

/** One alert: severity in words and colour, what and when, the resident and room linking to the record. */
export function AlertCard({ alert, now, onAcknowledge, compact = false }: AlertCardProps) {
  const severity = severityPresentation(alert.severity)
  const target = alertTarget(alert)
  const open = !alert.acknowledgedAt
  return (
    <article
      aria-label={`${severity.label}: ${alert.title} · ${alert.residentName}`}
      className={cn('grid gap-2 rounded-lg border border-l-8 bg-card p-3 sm:p-4', severity.border)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', severity.className)}>{severity.label}</span>
        <span className="text-sm text-muted-foreground">{alertKindLabel(alert)}</span>
        <span className="ml-auto text-sm text-muted-foreground tabular-nums">
          <time dateTime={alert.createdAt}>{(open ? t.opened : t.generated)(alertAge(alert.createdAt, now))}</time>
        </span>
      </div>
      <p className="font-semibold break-words">{alert.title}</p>
      {alert.detail && <p className="break-words text-foreground/85">{alert.detail}</p>}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {!compact && (
          <Link
            {...target}
            className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
          >
            {[alert.residentName, alert.room && t.room(alert.room)].filter(Boolean).join(' · ')}
          </Link>
        )}
        {open && onAcknowledge && (
          <Button
            type="button"
            className="ml-auto min-h-11"
            aria-label={t.acknowledgeLabel(alert.residentName)}
            onClick={() => onAcknowledge(alert)}
          >
            {t.acknowledge}
          </Button>
        )}
      </div>
      {!open && (
        <div className="grid gap-1 rounded-md bg-muted/60 p-2 text-sm">
          <p className="font-medium">{t.acknowledgedBy(alert.acknowledgedByName, alertAge(alert.acknowledgedAt, now))}</p>
          {alert.comment && (
            <p className="break-words whitespace-pre-line">
              <span className="text-muted-foreground">{t.comment}: </span>
              {alert.comment}
            </p>
          )}
        </div>
      )}
    </article>
  )
}
