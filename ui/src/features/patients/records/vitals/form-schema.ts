import { z } from 'zod'
import { nowTime, recordDate, recordOptionalTime } from '@/features/patients/records/shared/form-schema'
import { VITAL_KEYS, type VitalKey } from '@/features/patients/records/vitals/measures'
import type { VitalSignsInput, VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'

const v = es.records.vitals.validation
const LONG_TEXT = 2000

/** The server takes readings above 0 and below 1000. */
const MAX_READING = 1000

/** A reading typed in a number field: empty when not taken, otherwise a positive number. */
const reading = z.string().transform((text, ctx) => {
  const value = text.trim().replace(',', '.')
  if (value === '') return null
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0) {
    ctx.addIssue({ code: 'custom', message: v.positive })
    return z.NEVER
  }
  if (number >= MAX_READING) {
    ctx.addIssue({ code: 'custom', message: v.tooHigh })
    return z.NEVER
  }
  return number
})

const readings = z
  .object(Object.fromEntries(VITAL_KEYS.map((key) => [key, reading])) as Record<VitalKey, typeof reading>)
  .refine((values) => VITAL_KEYS.some((key) => values[key] !== null), v.atLeastOne)

/** SPEC 5 "Vital signs", with the server's messages: a date, and at least one positive reading. */
export const vitalsFormSchema = z.object({
  date: recordDate(),
  time: recordOptionalTime(),
  vitalSigns: readings,
  diagnostics: z.string().trim().max(LONG_TEXT, es.validation.tooLong(LONG_TEXT)),
  physicalExam: z.object({
    observations: z.string().trim().max(LONG_TEXT, es.validation.tooLong(LONG_TEXT)),
  }),
}) satisfies z.ZodType<Omit<VitalSignsInput, 'residentId'>, unknown>

export type VitalsFormValues = z.input<typeof vitalsFormSchema>

export type VitalsFormOutput = z.output<typeof vitalsFormSchema>

/** The fields the server may name in a 422 (its keys are the form's). */
export const VITALS_FORM_FIELDS = [
  'date',
  'time',
  'vitalSigns',
  ...VITAL_KEYS.map((key) => `vitalSigns.${key}` as const),
  'diagnostics',
  'physicalExam.observations',
] as const

/** The form's starting values: the record being edited, or today and now with nothing taken yet. */
export function toVitalsFormValues(record: VitalSignsRecord | null, now: Date = new Date()): VitalsFormValues {
  const values = Object.fromEntries(
    VITAL_KEYS.map((key) => [key, record?.vitalSigns[key] == null ? '' : String(record.vitalSigns[key])]),
  ) as Record<VitalKey, string>
  return {
    date: record?.date ?? todayISO(now),
    time: record ? record.time : nowTime(now),
    vitalSigns: values,
    diagnostics: record?.diagnostics ?? '',
    physicalExam: { observations: record?.physicalExam.observations ?? '' },
  }
}
