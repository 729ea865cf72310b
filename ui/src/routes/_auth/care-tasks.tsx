import { createFileRoute } from '@tanstack/react-router'
import { CareTasksPage } from '@/features/care-tasks/components/care-tasks-page'
import { careTasksSearchSchema } from '@/features/care-tasks/search'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/care-tasks')({
  validateSearch: careTasksSearchSchema,
  component: CareTasksRoute,
})

function CareTasksRoute() {
  useDocumentTitle(es.careTasks.documentTitle)
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CareTasksPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (current) => ({ ...current, ...patch }) })}
    />
  )
}
