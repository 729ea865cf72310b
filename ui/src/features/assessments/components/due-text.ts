import type { DueAssessment } from '@/features/assessments/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.assessments.due

/** Why a scale is due: after a fall, or time to assess again since `dueSince`. */
export function dueReason(due: DueAssessment): string {
  if (due.reason === 'fall') return due.lastDate ? t.fall(formatDate(due.dueSince)) : t.fallNever(formatDate(due.dueSince))
  if (due.reason === 'weight-loss') return t.weightLoss(formatDate(due.dueSince))
  return t.reassess(formatDate(due.dueSince), formatDate(due.lastDate))
}
