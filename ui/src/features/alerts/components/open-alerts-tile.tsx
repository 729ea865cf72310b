import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ShiftTileContent, shiftTileClassName, tileValue } from '@/components/shift-tile'
import { alertsQueryOptions } from '@/features/alerts/api'
import { es } from '@/i18n/es'

const t = es.dashboard.shift

/** The dashboard's open-alerts figure (issue 13); it opens the alerts queue. */
export function OpenAlertsTile() {
  const alerts = useQuery(alertsQueryOptions({ status: 'open' }))
  const count = alerts.data?.length
  return (
    <Link to="/alerts" title={t.toAlerts} className={shiftTileClassName(count ? 'danger' : 'plain')}>
      <ShiftTileContent label={t.alerts} value={tileValue(count, alerts.isError)} />
    </Link>
  )
}
