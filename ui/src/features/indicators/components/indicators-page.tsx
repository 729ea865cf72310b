import { useQuery } from '@tanstack/react-query'
import { FileDownIcon, LoaderCircleIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { toast } from 'sonner'
import { AreaFilter } from '@/components/area-filter'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { indicatorsQueryOptions, type IndicatorPeriod } from '@/features/indicators/api/indicators'
import { downloadIndicatorsPdf } from '@/features/indicators/api/indicators-pdf'
import { FigureCards } from '@/features/indicators/components/figure-cards'
import { PeriodPicker } from '@/features/indicators/components/period-picker'
import { countedUntil, historyBounds, type IndicatorsSearch, longMonth, resolvePeriod } from '@/features/indicators/period'
import { es } from '@/i18n/es'
import { areasQueryOptions } from '@/lib/areas'
import { formatDate, todayISO } from '@/lib/dates'
import { notifyError } from '@/lib/notify'

const t = es.indicators

// The charting library is loaded with the charts, not with the page (like the vitals' and the assessments').
const IndicatorCharts = lazy(() =>
  import('@/features/indicators/components/indicator-charts').then((module) => ({ default: module.IndicatorCharts })),
)

type IndicatorsPageProps = {
  search: IndicatorsSearch
  onSearchChange: (patch: IndicatorsSearch) => void
}

/**
 * «Indicadores de calidad» (issue 28, DESIGN 15): a month (the last complete one unless chosen) or a period
 * between dates, home-wide or for an area; a card for each figure with what it counts, the previous 12 months
 * charted, and the PDF for the inspection.
 */
export function IndicatorsPage({ search, onSearchChange }: IndicatorsPageProps) {
  const today = todayISO()
  const period = resolvePeriod(search, today)
  const valid = !period.errors.from && !period.errors.to
  const chosen: IndicatorPeriod = { from: period.from, to: period.to, areaId: search.area }
  const until = valid ? countedUntil(period.to, today) : today
  const figures = useQuery({ ...indicatorsQueryOptions(chosen), enabled: valid })
  const history = useQuery({ ...indicatorsQueryOptions({ ...historyBounds(until), areaId: search.area }), enabled: valid })
  const areas = useQuery(areasQueryOptions())
  const first = history.data?.months[0]?.month
  const last = history.data?.months.at(-1)?.month

  return (
    <div className="@container grid gap-5">
      <PageHeader title={t.title} description={t.description} actions={<PdfButton period={chosen} disabled={!valid} />} />
      <section className="flex flex-wrap items-end gap-3 rounded-xl border bg-card p-3 sm:p-4">
        <PeriodPicker period={period} today={today} onChange={onSearchChange} />
        <AreaFilter areas={areas.data ?? []} value={search.area} onChange={(area) => onSearchChange({ area })} />
      </section>
      {valid && (
        <p className="font-medium" aria-live="polite">
          {t.period.showing(formatDate(period.from), formatDate(period.to))}
          {until !== period.to && ` (${t.period.untilToday(formatDate(until))})`}
        </p>
      )}
      {valid && figures.isError && !figures.data ? (
        <LoadError what={t.loadError} error={figures.error} onRetry={() => void figures.refetch()} />
      ) : (
        valid && <FigureCards figures={figures.data} lastDay={formatDate(until)} />
      )}
      {valid && (
        <section aria-labelledby="indicators-charts" className="grid gap-3">
          <div>
            <h2 id="indicators-charts" className="text-xl font-semibold">
              {t.chartsTitle}
            </h2>
            {first && last && <p className="text-muted-foreground">{t.chartsDescription(longMonth(first), longMonth(last))}</p>}
          </div>
          {history.isError && !history.data ? (
            <LoadError what={t.historyError} error={history.error} onRetry={() => void history.refetch()} />
          ) : history.data ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <IndicatorCharts months={history.data.months} />
            </Suspense>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
        </section>
      )}
    </div>
  )
}

/** «Descargar PDF»: indicadores_<desde>_<hasta>.pdf of the period shown. */
function PdfButton({ period, disabled }: { period: IndicatorPeriod; disabled: boolean }) {
  const [printing, setPrinting] = useState(false)

  async function print() {
    setPrinting(true)
    try {
      await downloadIndicatorsPdf(period)
      toast.success(t.pdfDone)
    } catch (error) {
      notifyError(error, t.pdfFailed)
    } finally {
      setPrinting(false)
    }
  }

  return (
    <Button type="button" variant="outline" className="min-h-11" disabled={disabled || printing} onClick={() => void print()}>
      {printing ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <FileDownIcon aria-hidden />}
      {printing ? t.pdfDownloading : t.pdf}
    </Button>
  )
}
