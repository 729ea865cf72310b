import { useId, useMemo, useState } from 'react'
import type * as React from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { MeasureTrend } from '@/features/patients/records/vitals/measure-trend'
import {
  isRealRange,
  isVitalKey,
  VITAL_KEYS,
  type VitalKey,
  type VitalRanges,
} from '@/features/patients/records/vitals/measures'
import type { VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import { summarizeTrends, trendSeries } from '@/features/patients/records/vitals/trend'
import { es } from '@/i18n/es'

const t = es.records.vitals

/** The range to shade: none while the ranges load, nor for one that is only the physical limits (weight's default). */
function shadedRange(ranges: VitalRanges | undefined, key: VitalKey) {
  const range = ranges?.[key]
  return range && isRealRange(key, range) ? range : undefined
}

/**
 * "Evolución": the resident's readings over time, one measure at a time so that each keeps a readable
 * scale. Each measure's tab says how many of its readings are out of range.
 */
export function VitalsTrend({
  records,
  ranges,
  actions,
}: {
  records: VitalSignsRecord[]
  /** The resident's reference ranges (shaded); undefined while they load. */
  ranges: VitalRanges | undefined
  /** Beside the title: the doctor's "Rangos de referencia" button. */
  actions?: React.ReactNode
}) {
  const headingId = useId()
  const [measure, setMeasure] = useState<VitalKey>('systolicPressure')
  const summaries = useMemo(() => summarizeTrends(records), [records])
  const series = useMemo(() => trendSeries(records, measure), [records, measure])
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          {t.chart.title}
        </h4>
        {actions}
      </div>
      <Tabs value={measure} onValueChange={(value) => isVitalKey(value) && setMeasure(value)}>
        <TabsList aria-label={t.chart.measuresLabel} className="w-full flex-wrap justify-start">
          {VITAL_KEYS.map((key) => {
            const out = summaries[key].outOfRange
            return (
              <TabsTrigger key={key} value={key} className="px-3">
                <span aria-hidden className="@min-[72rem]:hidden">
                  {t.measures[key].short}
                </span>
                <span className="sr-only @min-[72rem]:not-sr-only">{t.measures[key].label}</span>
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
          <MeasureTrend
            measure={measure}
            series={series}
            summary={summaries[measure]}
            range={shadedRange(ranges, measure)}
          />
        </TabsContent>
      </Tabs>
    </section>
  )
}
