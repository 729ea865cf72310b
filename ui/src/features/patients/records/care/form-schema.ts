import { z } from 'zod'
import type { CareRecord, CareRecordInput } from '@/features/patients/records/care/schemas'
import { recordDate } from '@/features/patients/records/shared/form-schema'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'

/** SPEC 5: the date is required ("La fecha es requerida."); the five tasks are optional yes/no. */
export const careFormSchema = z.object({
  date: recordDate(es.records.care.validation.dateRequired),
  bath: z.boolean(),
  breakfast: z.boolean(),
  lunch: z.boolean(),
  dinner: z.boolean(),
  diaperChange: z.boolean(),
})

export type CareFormValues = z.input<typeof careFormSchema>

export const CARE_FORM_FIELDS = ['date'] as const

/** The record being edited, or today with nothing ticked. */
export function toCareFormValues(record: CareRecord | null, now: Date = new Date()): CareFormValues {
  return {
    date: record?.date ?? todayISO(now),
    bath: record?.bath ?? false,
    breakfast: record?.breakfast ?? false,
    lunch: record?.lunch ?? false,
    dinner: record?.dinner ?? false,
    diaperChange: record?.diaperChange ?? false,
  }
}

/** The body of a create or update for the resident. */
export function toCareInput(residentId: string, values: z.output<typeof careFormSchema>): CareRecordInput {
  return { user: residentId, ...values }
}
