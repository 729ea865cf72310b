import { createFileRoute } from '@tanstack/react-router'
import { usePageResident } from '@/features/patients/components/page/resident-context'
import { SkinTab } from '@/features/skin-lesions/components/skin-tab'

/** /patients/$id/piel: the resident's skin lesions on the body map (issue 28), from the skin-lesions feature. */
export const Route = createFileRoute('/_auth/patients/$id/piel')({
  component: SkinRoute,
})

function SkinRoute() {
  const resident = usePageResident()
  return <SkinTab resident={{ id: resident._id, name: resident.name, archived: resident.archived }} />
}
