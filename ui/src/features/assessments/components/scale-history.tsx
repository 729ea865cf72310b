import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { AssessmentRow } from '@/features/assessments/components/assessment-row'
import type { TrendPoint } from '@/features/assessments/components/trend-chart'
import type { Assessment, Scale } from '@/features/assessments/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'
import { formatDecimal } from '@/lib/numbers'

const t = es.assessments.history

// The charting library is loaded when a chart is first shown, not with the resident's page (like the vitals').
const TrendChart = lazy(() =>
  import('@/features/assessments/components/trend-chart').then((module) => ({ default: module.TrendChart })),
)

/** The chart's points, oldest first, from the history (newest first). */
export function trendPoints(assessments: readonly Assessment[]): TrendPoint[] {
  return assessments
    .map((assessment) => ({
      key: assessment._id,
      day: formatDate(assessment.date),
      score: assessment.score,
      band: assessment.band.label,
      severity: assessment.band.severity,
    }))
    .reverse()
}

type ScaleHistoryProps = {
  /** The scale, or what the assessment says of it when the server no longer lists it. */
  scale: Pick<Scale, 'id' | 'name' | 'min' | 'max' | 'bands'>
  /** Its assessments, newest first. */
  assessments: readonly Assessment[]
}

/** One scale's history: a small trend chart (from two assessments on) and the assessments, newest first. */
export function ScaleHistory({ scale, assessments }: ScaleHistoryProps) {
  const headingId = `assessments-${scale.id}`
  const latest = assessments[0]
  const points = trendPoints(assessments)
  return (
    <section aria-labelledby={headingId} className="@container grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold">
        {scale.name} <span className="font-normal text-muted-foreground">({t.count(assessments.length)})</span>
      </h3>
      {points.length >= 2 && latest && (
        <figure className="grid gap-2">
          <Suspense fallback={<Skeleton className="h-40 w-full sm:h-48" />}>
            <TrendChart scale={scale} points={points} />
          </Suspense>
          <figcaption className="text-sm text-muted-foreground">
            {t.chart.caption(
              t.scoreOf(formatDecimal(latest.score), formatDecimal(scale.max)),
              latest.band.label,
              formatDate(latest.date),
              points.length,
            )}
          </figcaption>
        </figure>
      )}
      <ul aria-label={t.listLabel(scale.name)} className="grid">
        {assessments.map((assessment) => (
          <AssessmentRow key={assessment._id} assessment={assessment} max={scale.max} />
        ))}
      </ul>
    </section>
  )
}
