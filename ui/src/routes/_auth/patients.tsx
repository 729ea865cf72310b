import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCurrentUser } from '@/features/auth/auth-context'
import { isAdministrative } from '@/features/auth/roles'
import type { User } from '@/features/auth/schemas'
import { PatientsPage } from '@/features/patients/components/list/patients-page'
import { PATIENT_LIST_DEFAULTS, patientListSearchSchema } from '@/features/patients/list-search'
import { recordPermissions } from '@/features/patients/records/shared/permissions'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/patients')({
  validateSearch: patientListSearchSchema,
  search: { middlewares: [stripSearchParams(PATIENT_LIST_DEFAULTS)] },
  component: PatientsRoute,
})

/** The roles that register, edit and archive residents (the server's rule; social workers read them). */
const RESIDENT_EDITORS = ['administrative', 'doctor', 'nurse']

function canEditResidents(user: User) {
  return user.roles.some((role) => RESIDENT_EDITORS.includes(role.name))
}

function PatientsRoute() {
  useDocumentTitle(es.titles.patients)
  const user = useCurrentUser()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const administrative = isAdministrative(user)
  return (
    <PatientsPage
      search={search}
      onSearchChange={(patch, options) =>
        void navigate({ search: (current) => ({ ...current, ...patch }), replace: options?.replace })
      }
      permissions={{
        writeResidents: canEditResidents(user),
        deleteResidents: administrative,
        manageAreas: administrative,
        records: recordPermissions(user.roles.map((role) => role.name)),
      }}
    />
  )
}
