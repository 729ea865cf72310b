import { createFileRoute } from '@tanstack/react-router'
import { FallsTab } from '@/features/falls/components/falls-tab'
import { usePageResident } from '@/features/patients/components/page/resident-context'

/** /patients/$id/caidas: the resident's falls register (issue 28, DESIGN 15), from the falls feature. */
export const Route = createFileRoute('/_auth/patients/$id/caidas')({
  component: FallsRoute,
})

function FallsRoute() {
  const resident = usePageResident()
  return <FallsTab resident={{ id: resident._id, name: resident.name, archived: resident.archived }} />
}
