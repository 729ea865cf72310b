import { SummaryCard } from '@/components/summary-card'
import { SummaryCare } from '@/features/patients/components/page/summary-care'
import { SummaryEssentials } from '@/features/patients/components/page/summary-essentials'
import { SummaryIncidents } from '@/features/patients/components/page/summary-incidents'
import { SummaryVitals } from '@/features/patients/components/page/summary-vitals'
import type * as React from 'react'
import type { Resident } from '@/features/patients/schemas'
import { es } from '@/i18n/es'

const t = es.residentPage.summary

type ResidentSummaryProps = {
  resident: Resident
  /** The resident's open alerts, first and full width (the route passes the alerts feature's card). */
  alerts?: React.ReactNode
  /** Today's medication, last (the route passes the medication feature's card). */
  medication?: React.ReactNode
}

/**
 * The page's first view (DESIGN 8): the open alerts, the diagnosis, the essentials for emergencies and
 * transfers (DESIGN 16), the latest vital signs with their out-of-range marks, today's care, the recent
 * incidents and today's medication. Photo, room, age, area and allergies are in the header above.
 */
export function ResidentSummary({ resident, alerts, medication }: ResidentSummaryProps) {
  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-4 @min-[40rem]:grid-cols-2">
        {alerts && <div className="@min-[40rem]:col-span-2 empty:hidden">{alerts}</div>}
        <SummaryCard title={t.diagnosis} className="@min-[40rem]:col-span-2">
          <p className="break-words whitespace-pre-line">
            {resident.diagnosis || <span className="text-muted-foreground">{t.noDiagnosis}</span>}
          </p>
        </SummaryCard>
        <SummaryEssentials resident={resident} />
        <SummaryVitals residentId={resident._id} />
        <SummaryCare residentId={resident._id} />
        <SummaryIncidents residentId={resident._id} />
        {medication}
      </div>
    </div>
  )
}
