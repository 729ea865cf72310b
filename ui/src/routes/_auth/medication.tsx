import { createFileRoute } from '@tanstack/react-router'
import { MedicationPage } from '@/features/medication/components/medication-page'
import { roundSearchSchema } from '@/features/medication/round-search'
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
    <MedicationPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (current) => ({ ...current, ...patch }) })}
    />
  )
}
