import { createFileRoute } from '@tanstack/react-router'
import { RoundPage } from '@/features/mar/components/round-page'
import { roundSearchSchema } from '@/features/mar/round-search'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/medication')({
  validateSearch: roundSearchSchema,
  component: MedicationRoute,
})

function MedicationRoute() {
  useDocumentTitle(es.medicationRound.documentTitle)
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <RoundPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (current) => ({ ...current, ...patch }) })}
    />
  )
}
