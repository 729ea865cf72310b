import type { FigureKey, Figures } from '@/features/indicators/schemas'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'

/** How a figure reads: a count, a rate (two decimals) or a share (a percentage). */
export type FigureKind = 'count' | 'rate' | 'share'

/**
 * The figures as the page shows them, in the PDF's order. `onLastDay`: a point figure, of the period's last
 * day (a prevalence, the current care plans, the assessments overdue), not a sum over its days.
 */
export const FIGURES: readonly { key: FigureKey; kind: FigureKind; onLastDay?: boolean }[] = [
  { key: 'residentDays', kind: 'count' },
  { key: 'falls', kind: 'count' },
  { key: 'fallsPer1000', kind: 'rate' },
  { key: 'fallsWithInjury', kind: 'count' },
  { key: 'ulcerPrevalence', kind: 'share', onLastDay: true },
  { key: 'restraintPrevalence', kind: 'share', onLastDay: true },
  { key: 'weightLoss', kind: 'count' },
  { key: 'fluidDaysUnderTarget', kind: 'count' },
  { key: 'dosesMissed', kind: 'count' },
  { key: 'dosesHeld', kind: 'count' },
  { key: 'carePlansCurrent', kind: 'share', onLastDay: true },
  { key: 'assessmentsOverdue', kind: 'count', onLastDay: true },
]

/**
 * The GNEAUPP's 5th national prevalence study (2017), residencias: residents with a pressure ulcer, with any
 * dependence-related skin lesion, and the lesions that arose in a care setting (the home or a hospital).
 */
export const GNEAUPP = { ulcerPrevalence: 0.0403, lesionPrevalence: 0.0624, careSettings: 0.924 } as const

/** A figure as text: "1.250", "3,23", "4,03 %" (two decimals under 10 %, one from there); '—' for none. */
export function formatFigure(kind: FigureKind, value: number | null): string {
  if (value === null) return es.common.notAvailable
  switch (kind) {
    case 'count':
      return formatDecimal(value, { grouping: value >= 10_000 }) // 7750, 12.500: Spanish groups from five digits
    case 'rate':
      return formatDecimal(value, { minDecimals: 2, maxDecimals: 2 })
    case 'share':
      return formatShare(value)
  }
}

export function formatShare(share: number): string {
  const decimals = share < 0.1 ? 2 : 1
  return `${formatDecimal(100 * share, { minDecimals: decimals, maxDecimals: decimals })} %`
}

/** Of the new pressure ulcers, those that arose in the home or in a hospital; null when there were none. */
export function careSettingsShare(incidence: Figures['ulcerIncidence']): number | null {
  const all = incidence.residencia + incidence.domicilio + incidence.hospital
  return all === 0 ? null : (incidence.residencia + incidence.hospital) / all
}
