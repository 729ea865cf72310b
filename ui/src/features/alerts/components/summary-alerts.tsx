import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { alertsQueryOptions } from '@/features/alerts/api'
import { AcknowledgeDialog } from '@/features/alerts/components/acknowledge-dialog'
import { AlertCard } from '@/features/alerts/components/alert-card'
import { useNow } from '@/features/alerts/components/alerts-page'
import type { Alert } from '@/features/alerts/schemas'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'

const t = es.alerts.summary

/**
 * The resident's open alerts at the top of their page (GET /alerts?residentId=); nothing when there are
 * none. Live through the "alerts" event.
 */
export function SummaryAlerts({ residentId, className }: { residentId: string; className?: string }) {
  const may = useCan()
  const alerts = useQuery(alertsQueryOptions({ status: 'open', residentId }))
  const [attending, setAttending] = useState<Alert | null>(null)
  const now = useNow()
  if (alerts.isError && !alerts.data) {
    return (
      <p role="alert" className={`text-destructive ${className ?? ''}`}>
        {t.error}
      </p>
    )
  }
  if (!alerts.data || alerts.data.length === 0) return null
  return (
    <section aria-label={t.title} className={`grid content-start gap-3 rounded-xl border border-destructive/40 bg-card p-4 shadow-sm sm:p-5 ${className ?? ''}`}>
      <h2 className="text-lg font-semibold text-destructive">{t.title}</h2>
      <ul className="grid gap-2">
        {alerts.data.map((alert) => (
          <li key={alert._id}>
            <AlertCard
              alert={alert}
              now={now}
              compact
              onAcknowledge={may('alerts.acknowledge') ? setAttending : undefined}
            />
          </li>
        ))}
      </ul>
      <Link
        to="/alerts"
        className="inline-flex min-h-11 items-center justify-self-start font-medium text-primary underline-offset-4 hover:underline"
      >
        {t.seeAll}
      </Link>
      <AcknowledgeDialog alert={attending} onClose={() => setAttending(null)} />
    </section>
  )
}
