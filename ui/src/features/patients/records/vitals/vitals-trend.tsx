import { useId, useMemo, useState } from 'react'
import type * as React from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Skeleton } from '@/components/ui/skeleton'
import { ViewToggle } from '@/components/view-toggle'
import { MeasureTrend } from '@/features/patients/records/vitals/measure-trend'
import {
  isRealRange,
  isVitalKey,
  VITAL_KEYS,
  type VitalKey,
  type VitalMeasure,
  type VitalMeasures,
  type VitalRanges,
} from '@/features/patients/records/vitals/measures'
import { CHART_PERIODS, type ChartPeriod } from '@/features/patients/records/vitals/period'
import type { VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import { summarizeTrends, trendSeries } from '@/features/patients/records/vitals/trend'
import { es } from '@/i18n/es'

const t = es.records.vitals

/** The range to shade: none while the ranges load, nor for one that is only the physical limits (weight's default). */
function shadedRange(ranges: VitalRanges | undefined, measure: VitalMeasure) {
  const range = ranges?.[measure.key]
  return range && isRealRange(measure, range) ? range : undefined
}

const periodChoices = CHART_PERIODS.map((days) => ({ view: String(days), label: t.chart.periods[days] }))

/**
 * "Evolución": the resident's readings of a period (7 d, 30 d, 90 d or 1 año) over time, one measure at a
 * time so that each keeps a readable scale. Each measure's tab says how many of its readings are out of range.
 */
export function VitalsTrend({
  measures,
  records,
  ranges,
  actions,
  period,
  onPeriodChange,
  loading = false,
  error = false,
}: {
  /** The server's measures (GET /vital-ranges). */
  measures: VitalMeasures
  /** The readings of the period; undefined until they are first read. */
  records: VitalSignsRecord[] | undefined
  /** The resident's reference ranges (shaded); undefined while they load. */
  ranges: VitalRanges | undefined
  /** Beside the title: the doctor's "Rangos de referencia" button. */
  actions?: React.ReactNode
  period: ChartPeriod
  onPeriodChange: (period: ChartPeriod) => void
  /** The period's readings are being read (the chart still shows the last period's). */
  loading?: boolean
  /** The period's readings could not be read. */
  error?: boolean
}) {
  const headingId = useId()
  const [measure, setMeasure] = useState<VitalKey>('systolicPressure')
  const summaries = useMemo(() => summarizeTrends(records ?? []), [records])
  const series = useMemo(() => trendSeries(records ?? [], measure), [records, measure])
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          {t.chart.title}
        </h4>
        {actions}
      </div>
      <ViewToggle
        label={t.chart.periodLabel}
        views={periodChoices}
        value={String(period)}
        onChange={(view) => {
          const days = CHART_PERIODS.find((choice) => String(choice) === view)
          if (days) onPeriodChange(days)
        }}
        buttonClassName="h-11 px-4"
      />
      {error && (
        <p role="alert" className="text-destructive">
          {t.chart.periodError}
        </p>
      )}
      <Tabs value={measure} aria-busy={loading || undefined} onValueChange={(value) => isVitalKey(value) && setMeasure(value)}>
        <TabsList aria-label={t.chart.measuresLabel} className="w-full flex-wrap justify-start">
          {VITAL_KEYS.map((key) => {
            const out = summaries[key].outOfRange
            return (
              <TabsTrigger key={key} value={key} className="px-3">
                <span aria-hidden className="@min-[72rem]:hidden">
                  {t.short[key]}
                </span>
                <span className="sr-only @min-[72rem]:not-sr-only">{measures[key].label}</span>
                {out > 0 && (
                  <span className="rounded-full bg-destructive px-1.5 text-sm font-semibold text-destructive-foreground tabular-nums">
                    <span aria-hidden>{out}</span>
                    <span className="sr-only">{`(${t.chart.outCount(out)})`}</span>
                  </span>
                )}
              </TabsTrigger>
            )
          })}
        </TabsList>
        <TabsContent value={measure}>
          {records ? (
            <MeasureTrend
              measure={measures[measure]}
              series={series}
              summary={summaries[measure]}
              range={shadedRange(ranges, measures[measure])}
            />
          ) : (
            <Skeleton className="h-56 w-full sm:h-64" />
          )}
        </TabsContent>
      </Tabs>
    </section>
  )
}
