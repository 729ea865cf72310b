import { createFileRoute } from '@tanstack/react-router'
import { usePageResident } from '@/features/patients/components/page/resident-context'
import { ResidentSummary } from '@/features/patients/components/page/resident-summary'

/** /patients/$id: the resident's summary. */
export const Route = createFileRoute('/_auth/patients/$id/')({
  component: SummaryRoute,
})

function SummaryRoute() {
  return <ResidentSummary resident={usePageResident()} />
}
