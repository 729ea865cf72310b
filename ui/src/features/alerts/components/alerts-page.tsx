import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { AreaFilter } from '@/components/area-filter'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { alertsQueryOptions } from '@/features/alerts/api'
import { AcknowledgeDialog } from '@/features/alerts/components/acknowledge-dialog'
import { AlertCard } from '@/features/alerts/components/alert-card'
import { ALERT_STATUSES, type Alert, type AlertStatus } from '@/features/alerts/schemas'
import { es } from '@/i18n/es'
import { areasQueryOptions } from '@/lib/areas'
import { useCan } from '@/lib/permissions'

const t = es.alerts

export type AlertsSearch = { view?: AlertStatus; area?: string }

/** The clock the ages read, moved on every 30 s. */
export function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs)
    return () => window.clearInterval(id)
  }, [intervalMs])
  return now
}

/**
 * /alerts (DESIGN 10): the open alerts first, in the server's order (high severity, then the oldest), by
 * area; "Atender" with a comment for those who may; the attended ones on their own view. Live through
 * the "alerts" event.
 */
export function AlertsPage({ search, onSearchChange }: { search: AlertsSearch; onSearchChange: (patch: AlertsSearch) => void }) {
  const may = useCan()
  const status = search.view ?? 'open'
  const alerts = useQuery(alertsQueryOptions({ status, areaId: search.area }))
  const areas = useQuery(areasQueryOptions())
  const [attending, setAttending] = useState<Alert | null>(null)
  const now = useNow()
  const canAcknowledge = may('alerts.acknowledge')

  function list() {
    if (alerts.isPending) return <Skeleton className="h-40" />
    if (alerts.isError && !alerts.data)
      return <LoadError what={t.loadError} error={alerts.error} onRetry={() => void alerts.refetch()} />
    if (alerts.data.length === 0)
      return <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">{status === 'open' ? t.emptyOpen : t.emptyAcknowledged}</p>
    return (
      <ul className="grid gap-3" aria-label={t.views[status]}>
        {alerts.data.map((alert) => (
          <li key={alert._id}>
            <AlertCard alert={alert} now={now} onAcknowledge={canAcknowledge ? setAttending : undefined} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <div className="grid gap-5">
      <PageHeader title={t.title} description={t.description} />
      <section className="flex flex-col gap-3 rounded-xl border bg-card p-3 sm:flex-row sm:items-end sm:justify-between sm:p-4">
        <div role="group" aria-label={t.views.label} className="grid grid-cols-2 gap-1">
          {ALERT_STATUSES.map((value) => (
            <Button
              key={value}
              type="button"
              variant={status === value ? 'default' : 'outline'}
              aria-pressed={status === value}
              className="min-h-11"
              onClick={() => onSearchChange({ view: value === 'open' ? undefined : value })}
            >
              {t.views[value]}
            </Button>
          ))}
        </div>
        <AreaFilter
          areas={areas.data ?? []}
          value={search.area}
          onChange={(area) => onSearchChange({ area })}
        />
      </section>
      {list()}
      <AcknowledgeDialog alert={attending} onClose={() => setAttending(null)} />
    </div>
  )
}
