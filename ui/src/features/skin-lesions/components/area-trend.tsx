import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { areaChange, areaPoints } from '@/features/skin-lesions/lesion-text'
import type { SkinLesion } from '@/features/skin-lesions/schemas'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'

const t = es.skinLesions.trend

// The charting library is loaded when a chart is first shown, not with the resident's page (like the vitals').
const AreaTrendChart = lazy(() =>
  import('@/features/skin-lesions/components/area-trend-chart').then((module) => ({ default: module.AreaTrendChart })),
)

/** The small chart of a lesion's area over time, from its first evolution on; its caption says the trend in words. */
export function AreaTrend({ lesion }: { lesion: SkinLesion }) {
  const points = areaPoints(lesion)
  if (points.length < 2) return null
  const first = points[0]
  const last = points[points.length - 1]
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-medium">{t.title}</figcaption>
      <Suspense fallback={<Skeleton className="h-32 w-full @md:h-36" />}>
        <AreaTrendChart points={points} />
      </Suspense>
      <p className="text-sm text-muted-foreground">
        {t.caption(t.area(formatDecimal(first.area)), t.area(formatDecimal(last.area)), areaChange(points), points.length)}
      </p>
    </figure>
  )
}
