import type { VitalKey, VitalRange } from '@/features/patients/records/vitals/measures'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'

/** A reading as Spanish staff write it: 36,8 (up to two decimals, as typed). */
export function formatReading(value: number): string {
  return formatDecimal(value, { maxDecimals: 2 })
}

/** A reading with its unit: 36,8 °C. */
export function formatMeasure(key: VitalKey, value: number): string {
  return `${formatReading(value)} ${es.records.vitals.measures[key].unit}`
}

/** A range with its unit and an en dash: 35,5–37,5 °C. */
export function formatRange(key: VitalKey, range: VitalRange): string {
  return `${formatReading(range.min)}–${formatReading(range.max)} ${es.records.vitals.measures[key].unit}`
}

/** A day of the chart's time axis: 20/11. */
export function formatDay(at: number): string {
  return new Date(at).toLocaleDateString('es-ES', { day: '2-digit', month: '2-digit' })
}
