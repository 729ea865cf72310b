import { SummaryAlerts } from '@/features/alerts/components/summary-alerts'
import { SummaryMedication } from '@/features/medication/components/summary-medication'
import { SummaryCard } from '@/features/patients/components/page/summary-card'
import { SummaryCare } from '@/features/patients/components/page/summary-care'
import { SummaryIncidents } from '@/features/patients/components/page/summary-incidents'
import { SummaryVitals } from '@/features/patients/components/page/summary-vitals'
import type { Resident } from '@/features/patients/schemas'
import { es } from '@/i18n/es'

const t = es.residentPage.summary

/**
 * The page's first view (DESIGN 8): the diagnosis, the latest vital signs with their out-of-range marks,
 * today's care and the recent incidents. Photo, room, age, area and allergies are in the header above.
 */
export function ResidentSummary({ resident }: { resident: Resident }) {
  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-4 @min-[40rem]:grid-cols-2">
        <SummaryAlerts residentId={resident._id} className="@min-[40rem]:col-span-2" />
        <SummaryCard title={t.diagnosis} className="@min-[40rem]:col-span-2">
          <p className="break-words whitespace-pre-line">
            {resident.diagnosis || <span className="text-muted-foreground">{t.noDiagnosis}</span>}
          </p>
        </SummaryCard>
        <SummaryVitals residentId={resident._id} />
        <SummaryCare residentId={resident._id} />
        <SummaryIncidents residentId={resident._id} />
        <SummaryMedication residentId={resident._id} />
      </div>
    </div>
  )
}
