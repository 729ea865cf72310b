import { FileDownIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { BowelSection } from '@/features/daily-registers/components/bowel-section'
import { FluidsSection } from '@/features/daily-registers/components/fluids-section'
import { RepositioningSection } from '@/features/daily-registers/components/repositioning-section'
import { TrackingReportDialog } from '@/features/daily-registers/components/tracking-report-dialog'
import { WeightsSection } from '@/features/daily-registers/components/weights-section'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'

const t = es.dailyRegisters

export type TrackedResident = {
  id: string
  name: string
  archived?: boolean
  gender: 'male' | 'female'
  heightCm: number | null
}

/**
 * The resident's tab «Seguimiento» (issue 28): the four daily registers, each with its one tap, today's or the
 * last entries and its chart. Doctors and nurses record (registers.write); everyone on the staff reads; an
 * archived resident's registers only read. Everyone prints a period's registers as a PDF.
 */
export function TrackingTab({ resident }: { resident: TrackedResident }) {
  const canWrite = useCan()('registers.write') && !resident.archived
  const [printing, setPrinting] = useState(false)
  return (
    <div className="grid min-w-0 gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="sr-only">{t.title}</h2>
          <p className="text-muted-foreground">{t.description}</p>
          {resident.archived && <p className="font-medium">{t.archived}</p>}
        </div>
        <Button type="button" variant="outline" className="min-h-12" onClick={() => setPrinting(true)}>
          <FileDownIcon aria-hidden />
          {t.report.action}
        </Button>
      </div>
      <TrackingReportDialog resident={resident} open={printing} onClose={() => setPrinting(false)} />
      <RepositioningSection resident={resident} canWrite={canWrite} />
      <FluidsSection resident={resident} canWrite={canWrite} />
      <WeightsSection resident={resident} canWrite={canWrite} />
      <BowelSection resident={resident} canWrite={canWrite} />
    </div>
  )
}
