import { createFileRoute } from '@tanstack/react-router'
import { AssessmentsTab } from '@/features/assessments/components/assessments-tab'
import { usePageResident } from '@/features/patients/components/page/resident-context'

/** /patients/$id/valoraciones: the resident's geriatric assessments (DESIGN 11), from the assessments feature. */
export const Route = createFileRoute('/_auth/patients/$id/valoraciones')({
  component: AssessmentsRoute,
})

function AssessmentsRoute() {
  const resident = usePageResident()
  return <AssessmentsTab resident={{ id: resident._id, name: resident.name, archived: resident.archived }} />
}
