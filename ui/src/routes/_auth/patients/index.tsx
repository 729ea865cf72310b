import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCurrentUser } from '@/features/auth/auth-context'
import { PatientsPage } from '@/features/patients/components/list/patients-page'
import { rememberListSearch } from '@/features/patients/list-return'
import { PATIENT_LIST_DEFAULTS, patientListSearchSchema } from '@/features/patients/list-search'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/patients/')({
  validateSearch: patientListSearchSchema,
  search: { middlewares: [stripSearchParams(PATIENT_LIST_DEFAULTS)] },
  component: PatientsRoute,
})

function PatientsRoute() {
  useDocumentTitle(es.titles.patients)
  const search = Route.useSearch()
  rememberListSearch(search)
  const navigate = Route.useNavigate()
  const user = useCurrentUser()
  return (
    <PatientsPage
      search={search}
      signedInName={user.name || user.username}
      onSearchChange={(patch, options) =>
        void navigate({ search: (current) => ({ ...current, ...patch }), replace: options?.replace })
      }
    />
  )
}
