import { createFileRoute } from '@tanstack/react-router'
import { TrackingTab } from '@/features/daily-registers/components/tracking-tab'
import { usePageResident } from '@/features/patients/components/page/resident-context'

/** /patients/$id/seguimiento: the resident's daily registers (issue 28), from the daily-registers feature. */
export const Route = createFileRoute('/_auth/patients/$id/seguimiento')({
  component: TrackingRoute,
})

function TrackingRoute() {
  const resident = usePageResident()
  return (
    <TrackingTab
      resident={{ id: resident._id, name: resident.name, archived: resident.archived, gender: resident.gender, heightCm: resident.heightCm }}
    />
  )
}
