import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMeasure } from '@/features/patients/records/vitals/format'
import type { VitalMeasure, VitalRange } from '@/features/patients/records/vitals/measures'
import { TrendLegend } from '@/features/patients/records/vitals/trend-legend'
import type { MeasureSummary, TrendPoint } from '@/features/patients/records/vitals/trend'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.records.vitals

// The charting library is loaded when a chart is first shown, not with the residents' page.
const TrendChart = lazy(() =>
  import('@/features/patients/records/vitals/trend-chart').then((module) => ({ default: module.TrendChart })),
)

/** The text alternative of a measure's chart: its latest reading and how many are out of range. */
export function trendCaption(measure: VitalMeasure, summary: MeasureSummary): string {
  if (!summary.latest) return t.chart.noReadings
  const { latest } = summary
  const when = `${formatDate(latest.date)} ${latest.time}`.trim()
  return `${t.chart.latest(measure.label, formatMeasure(measure, latest.value), when)} ${t.chart.summary(summary.outOfRange, summary.readings)}`
}

type MeasureTrendProps = {
  measure: VitalMeasure
  series: TrendPoint[]
  summary: MeasureSummary
  /** The resident's reference range of the measure; undefined when there is none to show. */
  range: VitalRange | undefined
}

/** One measure's chart with its caption (the text alternative) and legend. */
export function MeasureTrend({ measure, series, summary, range }: MeasureTrendProps) {
  const caption = trendCaption(measure, summary)
  if (series.length === 0) return <p className="py-8 text-center text-muted-foreground">{caption}</p>
  return (
    <figure className="grid grid-cols-1 gap-3">
      <Suspense fallback={<Skeleton className="h-56 w-full sm:h-64" />}>
        <TrendChart measure={measure} series={series} range={range} />
      </Suspense>
      <figcaption className="font-medium">{caption}</figcaption>
      <TrendLegend measure={measure} range={range} />
    </figure>
  )
}
