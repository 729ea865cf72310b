import { createFileRoute } from '@tanstack/react-router'
import { usePageResident } from '@/features/patients/components/page/resident-context'
import { RestraintsTab } from '@/features/restraints/components/restraints-tab'

/** /patients/$id/contenciones: the resident's restraint register (DESIGN 11), from the restraints feature. */
export const Route = createFileRoute('/_auth/patients/$id/contenciones')({
  component: RestraintsRoute,
})

function RestraintsRoute() {
  const resident = usePageResident()
  return <RestraintsTab resident={{ id: resident._id, name: resident.name, archived: resident.archived }} />
}
