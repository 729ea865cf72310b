import { z } from 'zod'
import { nowTime, recordDate, recordOptionalTime } from '@/features/patients/records/shared/form-schema'
import {
  VITAL_KEYS,
  type VitalKey,
  type VitalMeasure,
  type VitalMeasures,
} from '@/features/patients/records/vitals/measures'
import type { VitalSignsInput, VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'
import { formatDecimal, readNumber } from '@/lib/numbers'

const v = es.records.vitals.validation
const LONG_TEXT = 2000

/** The server's message for a value outside what is physically possible: `Valor imposible (25–45).` */
export function impossibleMessage(measure: VitalMeasure): string {
  return v.impossible(formatDecimal(measure.min), formatDecimal(measure.max))
}

export type CheckedReading = { ok: true; value: number | null } | { ok: false; message: string }

/**
 * A reading as typed ("36,8", "36.8", ""), checked as the server checks it (DESIGN 8), with the server's
 * description of the measure: empty when not taken; then a number; then SPEC's rule first (zero or less is
 * `Debe ser positivo.`, except where the server allows 0: pain); then within what is physically possible.
 */
export function checkReading(measure: VitalMeasure, text: string): CheckedReading {
  const typed = readNumber(text)
  if (typed.kind === 'empty') return { ok: true, value: null }
  if (typed.kind === 'invalid') return { ok: false, message: v.notANumber }
  const { value } = typed
  if (value <= 0 && !measure.zeroAllowed) return { ok: false, message: v.positive }
  if (value < measure.min || value > measure.max) return { ok: false, message: impossibleMessage(measure) }
  return { ok: true, value }
}

function reading(measure: VitalMeasure) {
  return z.string().transform((text, ctx) => {
    const checked = checkReading(measure, text)
    if (checked.ok) return checked.value
    ctx.addIssue({ code: 'custom', message: checked.message })
    return z.NEVER
  })
}

type Reading = ReturnType<typeof reading>

/**
 * SPEC 5 "Vital signs" and DESIGN 8, with the server's messages and limits (GET /vital-ranges): a date, and
 * at least one possible reading.
 */
export function vitalsFormSchema(measures: VitalMeasures) {
  const readings = z
    .object(Object.fromEntries(VITAL_KEYS.map((key) => [key, reading(measures[key])])) as Record<VitalKey, Reading>)
    .refine((values) => VITAL_KEYS.some((key) => values[key] !== null), v.atLeastOne)
  return z.object({
    date: recordDate(),
    time: recordOptionalTime(),
    vitalSigns: readings,
    diagnostics: z.string().trim().max(LONG_TEXT, es.validation.tooLong(LONG_TEXT)),
    physicalExam: z.object({
      observations: z.string().trim().max(LONG_TEXT, es.validation.tooLong(LONG_TEXT)),
    }),
  }) satisfies z.ZodType<Omit<VitalSignsInput, 'residentId'>, unknown>
}

export type VitalsFormSchema = ReturnType<typeof vitalsFormSchema>

export type VitalsFormValues = z.input<VitalsFormSchema>

export type VitalsFormOutput = z.output<VitalsFormSchema>

/** The fields the server may name in a 422 (its keys are the form's). */
export const VITALS_FORM_FIELDS = [
  'date',
  'time',
  'vitalSigns',
  ...VITAL_KEYS.map((key) => `vitalSigns.${key}` as const),
  'diagnostics',
  'physicalExam.observations',
] as const

/** The form's starting values: the record being edited (its numbers written "36,8"), or today and now. */
export function toVitalsFormValues(record: VitalSignsRecord | null, now: Date = new Date()): VitalsFormValues {
  const values = Object.fromEntries(
    VITAL_KEYS.map((key) => [key, formatDecimal(record?.vitalSigns[key], { maxDecimals: 6 })]),
  ) as Record<VitalKey, string>
  return {
    date: record?.date ?? todayISO(now),
    time: record ? record.time : nowTime(now),
    vitalSigns: values,
    diagnostics: record?.diagnostics ?? '',
    physicalExam: { observations: record?.physicalExam.observations ?? '' },
  }
}
