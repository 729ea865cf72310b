import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { AlertsPage } from '@/features/alerts/components/alerts-page'
import { ALERT_STATUSES } from '@/features/alerts/schemas'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

const alertsSearchSchema = z.object({
  view: z.enum(ALERT_STATUSES).optional().catch(undefined),
  area: z.string().optional().catch(undefined),
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
