import { TriangleAlertIcon } from 'lucide-react'
import { formatReading } from '@/features/patients/records/vitals/format'
import { isOutOfRange, type VitalKey } from '@/features/patients/records/vitals/measures'
import { es } from '@/i18n/es'

/** A reading in the list: "—" when not taken; in red with a warning sign when out of range. */
export function VitalValue({ measure, value }: { measure: VitalKey; value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">{es.common.notAvailable}</span>
  if (!isOutOfRange(measure, value)) return <span className="tabular-nums">{formatReading(value)}</span>
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-destructive tabular-nums">
      {formatReading(value)}
      <TriangleAlertIcon className="size-4" aria-hidden />
      <span className="sr-only">{`(${es.records.vitals.outOfRange})`}</span>
    </span>
  )
}
