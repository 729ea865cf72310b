import { REFERENCE_RANGES, type VitalKey } from '@/features/patients/records/vitals/measures'
import { es } from '@/i18n/es'

const numbers = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 })

/** A reading as Spanish staff write it: 36,5. */
export function formatReading(value: number): string {
  return numbers.format(value)
}

/** A reading with its unit: 36,5 °C. */
export function formatMeasure(key: VitalKey, value: number): string {
  return `${formatReading(value)} ${es.records.vitals.measures[key].unit}`
}

/** The measure's reference range with its unit: 35,5–37,5 °C. */
export function formatRange(key: VitalKey): string {
  const { low, high } = REFERENCE_RANGES[key]
  return `${formatReading(low)}–${formatReading(high)} ${es.records.vitals.measures[key].unit}`
}

/** A day of the chart's time axis: 20/11. */
export function formatDay(at: number): string {
  return new Date(at).toLocaleDateString('es-ES', { day: '2-digit', month: '2-digit' })
}
