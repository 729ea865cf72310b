import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '@/features/audit/components/audit-page'
import { auditSearchSchema } from '@/features/audit/search'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/audit')({
  validateSearch: auditSearchSchema,
  component: AuditRoute,
})

function AuditRoute() {
  useDocumentTitle(es.audit.documentTitle)
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AuditPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (current) => ({ ...current, ...patch }) })}
    />
  )
}
