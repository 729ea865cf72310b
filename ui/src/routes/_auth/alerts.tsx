import { createFileRoute } from '@tanstack/react-router'
import { AlertsPage } from '@/features/alerts/components/alerts-page'
import { ALERT_STATUSES } from '@/features/alerts/statuses'
import { es } from '@/i18n/es'
import { oneOf, optionalText, searchSchema } from '@/lib/search-params'
import { useDocumentTitle } from '@/lib/use-document-title'

const alertsSearchSchema = searchSchema({
  view: oneOf(ALERT_STATUSES),
  area: optionalText(),
})

export const Route = createFileRoute('/_auth/alerts')({
  validateSearch: alertsSearchSchema,
  component: AlertsRoute,
})

function AlertsRoute() {
  useDocumentTitle(es.alerts.documentTitle)
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AlertsPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (current) => ({ ...current, ...patch }) })}
    />
  )
}
