import { createFileRoute } from '@tanstack/react-router'
import { SummaryAlerts } from '@/features/alerts/components/summary-alerts'
import { SummaryDoses } from '@/features/mar/components/summary-doses'
import { usePageResident } from '@/features/patients/components/page/resident-context'
import { ResidentSummary } from '@/features/patients/components/page/resident-summary'

/** /patients/$id: the resident's summary, with the alerts and medication cards of their own features. */
export const Route = createFileRoute('/_auth/patients/$id/')({
  component: SummaryRoute,
})

function SummaryRoute() {
  const resident = usePageResident()
  return (
    <ResidentSummary
      resident={resident}
      alerts={<SummaryAlerts residentId={resident._id} />}
      medication={<SummaryDoses residentId={resident._id} />}
    />
  )
}
