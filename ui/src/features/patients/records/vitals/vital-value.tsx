import { TriangleAlertIcon } from 'lucide-react'
import { formatMeasure } from '@/features/patients/records/vitals/format'
import { VITAL_KEYS, type VitalMeasures } from '@/features/patients/records/vitals/measures'
import type { VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.records.vitals

/**
 * A record's readings in the list, one short item per measure taken ("Temp. 36,8 °C"): those the server
 * found outside the resident's ranges in red, bold, with a warning sign and "(fuera de rango)" for screen
 * readers, so never by colour alone.
 */
export function VitalReadings({
  record,
  measures,
}: {
  record: Pick<VitalSignsRecord, 'vitalSigns' | 'outOfRange'>
  /** The server's measures (GET /vital-ranges): each reading's label and unit. */
  measures: VitalMeasures
}) {
  const taken = VITAL_KEYS.flatMap((key) => {
    const value = record.vitalSigns[key]
    return value === null ? [] : [{ key, value, out: record.outOfRange.includes(key) }]
  })
  if (taken.length === 0) return <span className="text-muted-foreground">{es.common.notAvailable}</span>
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {taken.map(({ key, value, out }) => (
        <li
          key={key}
          data-measure={key}
          data-reading={out ? 'out-of-range' : 'in-range'}
          className={cn('inline-flex items-center gap-1 whitespace-nowrap', out && 'font-semibold text-destructive')}
        >
          <abbr title={measures[key].label} className={cn('no-underline', !out && 'text-muted-foreground')}>
            {t.short[key]}
          </abbr>
          <span className="tabular-nums">{formatMeasure(measures[key], value)}</span>
          {out && (
            <>
              <TriangleAlertIcon className="size-4" aria-hidden />
              <span className="sr-only">{`(${t.outOfRange})`}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
