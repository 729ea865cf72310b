import { useQuery } from '@tanstack/react-query'
import { TriangleAlertIcon } from 'lucide-react'
import { SummaryCard, SummaryNote } from '@/components/summary-card'
import { Skeleton } from '@/components/ui/skeleton'
import {
  latestReading,
  summaryVitalsQueryOptions,
  takenMeasures,
  type TakenMeasure,
} from '@/features/patients/components/page/summary-data'
import { vitalMeasuresQueryOptions } from '@/features/patients/records/vitals/api'
import { formatMeasure } from '@/features/patients/records/vitals/format'
import type { VitalMeasure } from '@/features/patients/records/vitals/measures'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.residentPage.summary

/** One reading, with the server's label and unit of its measure (`described`). */
function Measure({ measure, described }: { measure: TakenMeasure; described: VitalMeasure }) {
  return (
    <div
      data-reading={measure.outOfRange ? 'out-of-range' : 'in-range'}
      className={cn(
        'grid gap-0.5 rounded-lg border px-3 py-2',
        measure.outOfRange && 'border-destructive/50 bg-destructive/10 text-destructive',
      )}
    >
      <dt className={cn('text-sm', !measure.outOfRange && 'text-muted-foreground')}>{described.label}</dt>
      <dd className="flex items-center gap-1 text-lg font-semibold tabular-nums">
        {formatMeasure(described, measure.value)}
        {measure.outOfRange && (
          <>
            <TriangleAlertIcon className="size-4" aria-hidden />
            <span className="sr-only">{`(${t.outOfRange})`}</span>
          </>
        )}
      </dd>
    </div>
  )
}

/** The latest vital signs, each measure in red when the server found it outside the resident's range. */
export function SummaryVitals({ residentId }: { residentId: string }) {
  const vitals = useQuery(summaryVitalsQueryOptions(residentId))
  // Each measure's label and unit are the server's (GET /vital-ranges, read once).
  const measures = useQuery(vitalMeasuresQueryOptions())
  const latest = latestReading(vitals.data ?? [])
  const taken = latest ? takenMeasures(latest) : []
  const outside = taken.filter((measure) => measure.outOfRange).length

  function body() {
    if (vitals.isPending) return <Skeleton className="h-24" />
    if (vitals.isError && !vitals.data) return <SummaryNote error>{t.vitalsError}</SummaryNote>
    if (!latest) return <SummaryNote>{t.noVitals}</SummaryNote>
    if (measures.isPending) return <Skeleton className="h-24" />
    if (!measures.data) return <SummaryNote error>{t.vitalsError}</SummaryNote>
    const described = measures.data
    const when = `${formatDate(latest.date)} ${formatTime(latest.time)}`.trim()
    return (
      <>
        <p className="text-muted-foreground">{t.vitalsTakenAt(when, latest.createdByName)}</p>
        {outside > 0 && <p className="font-semibold text-destructive">{t.outOfRangeCount(outside)}</p>}
        <dl className="grid grid-cols-2 gap-2 @min-[36rem]:grid-cols-3">
          {taken.map((measure) => (
            <Measure key={measure.key} measure={measure} described={described[measure.key]} />
          ))}
        </dl>
      </>
    )
  }

  return (
    <SummaryCard
      title={t.vitals}
      more={{ residentId, tab: 'vitales', label: t.seeAll(t.seeAllOf.vitals) }}
      className="@min-[40rem]:col-span-2"
    >
      {body()}
    </SummaryCard>
  )
}
