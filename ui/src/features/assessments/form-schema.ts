import { z } from 'zod'
import type { Scale } from '@/features/assessments/schemas'
import { es } from '@/i18n/es'

const v = es.assessments.validation

/** The server keeps at most 2000 characters of notes (server/validate.go longText). */
export const NOTES_MAX = 2000

export type AssessmentFormValues = {
  date: string
  notes: string
  /** Item id -> the chosen option's value ('' while unanswered). */
  answers: Record<string, string>
}

/** The fields that show the server's messages: date, notes and every item (`answers.<itemId>`). */
export function assessmentFormFields(scale: Scale) {
  return ['date', 'notes', ...scale.items.map((item) => `answers.${item.id}` as const)] as const
}

/** A fresh form: today's date, no notes, nothing answered. */
export function emptyAssessment(scale: Scale, today: string): AssessmentFormValues {
  return { date: today, notes: '', answers: Object.fromEntries(scale.items.map((item) => [item.id, ''])) }
}

/**
 * The form's rules, the server's (contract-15): a date, not after `today` (Madrid); notes of at most 2000
 * characters; every item answered with one of its options ("Responde esta pregunta.").
 */
export function assessmentFormSchema(scale: Scale, today: string) {
  const answers = Object.fromEntries(
    scale.items.map((item) => [
      item.id,
      z.string().refine((value) => item.options.some((option) => option.value === value), v.answer),
    ]),
  )
  return z.object({
    date: z
      .string()
      .trim()
      .min(1, v.dateRequired)
      .refine((date) => date <= today, v.dateFuture),
    notes: z.string().trim().max(NOTES_MAX, v.notesTooLong),
    answers: z.object(answers),
  })
}
