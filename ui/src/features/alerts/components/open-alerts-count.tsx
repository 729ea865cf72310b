import { useQuery } from '@tanstack/react-query'
import { alertsQueryOptions } from '@/features/alerts/api'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

/** The sidebar's count of open alerts (nothing when there are none); kept live by the "alerts" event. */
export function OpenAlertsCount({ collapsed = false }: { collapsed?: boolean }) {
  const alerts = useQuery(alertsQueryOptions({ status: 'open' }))
  const count = alerts.data?.length ?? 0
  if (count === 0) return null
  return (
    <span
      data-testid="open-alerts-count"
      aria-label={es.alerts.navCount(count)}
      className={cn(
        'ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground tabular-nums',
        collapsed && 'absolute top-1 right-1 ml-0',
      )}
    >
      {count}
    </span>
  )
}
