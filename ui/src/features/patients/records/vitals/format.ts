import type { VitalMeasure, VitalRange } from '@/features/patients/records/vitals/measures'
import { formatDecimal } from '@/lib/numbers'

/** A reading as Spanish staff write it: 36,8 (up to two decimals, as typed). */
export function formatReading(value: number): string {
  return formatDecimal(value, { maxDecimals: 2 })
}

type Unit = Pick<VitalMeasure, 'unit'>

/** A number with the measure's unit (the server's): "36,8 °C", "97 %", and "4/10" for pain (a scale, no space). */
function withUnit({ unit }: Unit, text: string): string {
  return unit.startsWith('/') ? `${text}${unit}` : `${text} ${unit}`
}

/** A reading with its unit: 36,8 °C. */
export function formatMeasure(measure: Unit, value: number): string {
  return withUnit(measure, formatReading(value))
}

/** A range with its unit and an en dash: 35,5–37,5 °C. */
export function formatRange(measure: Unit, range: VitalRange): string {
  return withUnit(measure, `${formatReading(range.min)}–${formatReading(range.max)}`)
}

/** A day of the chart's time axis: 20/11. */
export function formatDay(at: number): string {
  return new Date(at).toLocaleDateString('es-ES', { day: '2-digit', month: '2-digit' })
}
