import { formatRange } from '@/features/patients/records/vitals/format'
import type { VitalMeasure, VitalRange } from '@/features/patients/records/vitals/measures'
import { es } from '@/i18n/es'

const t = es.records.vitals.chart

/** What the chart's line, band and red marks mean, and where the reference ranges come from. */
export function TrendLegend({ measure, range }: { measure: VitalMeasure; range: VitalRange | undefined }) {
  return (
    <div className="grid gap-1.5 text-sm">
      <ul className="flex flex-wrap gap-x-5 gap-y-1.5">
        <li className="flex items-center gap-2">
          <span aria-hidden className="h-0.5 w-5 rounded bg-primary" />
          {t.legendReading}
        </li>
        {range ? (
          <li className="flex items-center gap-2">
            <span aria-hidden className="h-3 w-5 rounded-sm border border-dashed border-success/60 bg-success/10" />
            {t.legendRange(formatRange(measure, range))}
          </li>
        ) : (
          <li className="text-muted-foreground">{t.noRange}</li>
        )}
        <li className="flex items-center gap-2">
          <span aria-hidden className="grid size-5 place-items-center rounded-full border-[1.5px] border-destructive">
            <span className="size-2.5 rounded-full bg-destructive" />
          </span>
          {t.legendOut}
        </li>
      </ul>
      <p className="text-muted-foreground">{t.rangesNote}</p>
    </div>
  )
}
