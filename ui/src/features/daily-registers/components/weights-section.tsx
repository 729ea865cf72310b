import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { ScaleIcon } from 'lucide-react'
import { lazy, useState } from 'react'
import { LoadError } from '@/components/load-error'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { weightPagesQueryOptions } from '@/features/daily-registers/api/list-weights'
import { registerSettingsQueryOptions } from '@/features/daily-registers/api/register-settings'
import { weightSeries } from '@/features/daily-registers/chart-data'
import { ChartFigure } from '@/features/daily-registers/components/chart-figure'
import { EntryList } from '@/features/daily-registers/components/entry-list'
import { RegisterSection } from '@/features/daily-registers/components/register-section'
import { VoidDialog, type VoidTarget } from '@/features/daily-registers/components/void-dialog'
import { WeightDialog } from '@/features/daily-registers/components/weight-dialog'
import { daysSince, describeWeight, formatDate } from '@/features/daily-registers/format'
import type { Weight } from '@/features/daily-registers/schemas'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'

const t = es.dailyRegisters
const w = t.weights

const WeightsChart = lazy(() =>
  import('@/features/daily-registers/charts/weights-chart').then((module) => ({ default: module.WeightsChart })),
)

type Props = { resident: { id: string; name: string; heightCm: number | null }; canWrite: boolean }

/** «Peso»: the last weight with its BMI, «Registrar peso», the year's chart and the weights, newest first. */
export function WeightsSection({ resident, canWrite }: Props) {
  const pages = useInfiniteQuery(weightPagesQueryOptions(resident.id))
  const [recording, setRecording] = useState(false)
  const [voiding, setVoiding] = useState<VoidTarget | null>(null)
  const weights = pages.data?.pages.flatMap((page) => page.weights) ?? []
  const latest = weights[0]

  return (
    <RegisterSection
      id="seguimiento-peso"
      title={w.title}
      status={pages.data && <WeightStatus latest={latest} heightCm={resident.heightCm} />}
      actions={
        canWrite && (
          <Button type="button" className="min-h-12" onClick={() => setRecording(true)}>
            <ScaleIcon aria-hidden />
            {w.record}
          </Button>
        )
      }
    >
      {pages.isError && !pages.data ? (
        <LoadError what={t.loadError} error={pages.error} onRetry={() => void pages.refetch()} />
      ) : !pages.data ? (
        <p role="status" className="text-muted-foreground">
          {t.loading}
        </p>
      ) : weights.length === 0 ? (
        <p className="text-muted-foreground">{w.none}</p>
      ) : (
        <>
          {weights.length >= 2 && (
            <ChartFigure caption={w.chart.caption(weights.length, formatDate(weights[weights.length - 1].date), formatDate(latest.date))}>
              <WeightsChart points={weightSeries(weights)} />
            </ChartFigure>
          )}
          <div className="grid gap-2">
            <h3 className="font-semibold">{w.history}</h3>
            <EntryList
              label={w.history}
              canVoid={canWrite}
              onVoid={(item) => setVoiding({ id: item.id, what: item.what })}
              hasMore={pages.hasNextPage}
              onMore={() => void pages.fetchNextPage()}
              loadingMore={pages.isFetchingNextPage}
              items={weights.map((weight) => ({
                id: weight._id,
                text: describeWeight(weight),
                badge: weight.lossAlert && <Badge variant="warning">{w.loss}</Badge>,
                meta: [weight.bmi !== null ? w.bmi(formatDecimal(weight.bmi, { maxDecimals: 1 })) : '', weight.createdByName]
                  .filter(Boolean)
                  .join(' · '),
                what: `${describeWeight(weight)} · ${resident.name}`,
              }))}
            />
          </div>
        </>
      )}
      <WeightDialog resident={resident} open={recording} onClose={() => setRecording(false)} />
      <VoidDialog register="weights" target={voiding} onClose={() => setVoiding(null)} />
    </RegisterSection>
  )
}

function WeightStatus({ latest, heightCm }: { latest: Weight | undefined; heightCm: number | null }) {
  // A weighing is due when the last one is older than the home's setting (GET /registers/settings).
  const settings = useQuery(registerSettingsQueryOptions())
  const every = settings.data?.weighEveryDays
  return (
    <div className="grid gap-1">
      {latest && (
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold text-foreground tabular-nums" data-testid="weight-latest">
            {w.last(formatDecimal(latest.kg, { maxDecimals: 1 }), formatDate(latest.date))}
          </span>
          {latest.bmi !== null && (
            <span className="font-medium text-foreground">· {w.bmi(formatDecimal(latest.bmi, { maxDecimals: 1 }))}</span>
          )}
          {latest.lossAlert && <Badge variant="warning">{w.loss}</Badge>}
        </p>
      )}
      <p>{heightCm !== null ? w.height(heightCm) : w.noHeight}</p>
      {latest && every !== undefined && daysSince(`${latest.date}T12:00:00Z`) > every && (
        <p className="font-medium text-warm">{w.due(every)}</p>
      )}
    </div>
  )
}
