import { z } from 'zod'
import type { Kardex, KardexEntryInput, KardexInput } from '@/features/patients/records/kardex/schemas'
import { nowTime, recordDate, recordTime } from '@/features/patients/records/shared/form-schema'
import { es } from '@/i18n/es'
import { isAdministrationRoute } from '@/lib/administration-routes'
import { todayISO } from '@/lib/dates'

const v = es.records.kardex.validation
const tooLong = es.validation.tooLong
const SHORT_TEXT = 120
/** The server's limit of medications in one Kardex. */
export const MAX_ENTRIES = 50

/**
 * One entry: an inventory medication, or (ownSupply) the resident's own supply named by hand (DESIGN 8);
 * dose, frequency, one of DESIGN 8's routes and the first day. `kept` is what the form does not show of a
 * saved entry (its _id and schedule), given back as it was.
 */
const entrySchema = z
  .object({
    ownSupply: z.boolean(),
    medication: z.string().trim(),
    medicationName: z.string().trim().max(SHORT_TEXT, tooLong(SHORT_TEXT)),
    dose: z.string().trim().min(1, v.doseRequired).max(SHORT_TEXT, tooLong(SHORT_TEXT)),
    frequency: z.string().trim().min(1, v.frequencyRequired).max(SHORT_TEXT, tooLong(SHORT_TEXT)),
    route: z.string().refine(isAdministrationRoute, v.routeRequired),
    date: recordDate(),
    kept: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.ownSupply && !entry.medicationName) {
      ctx.addIssue({ code: 'custom', message: v.medicationNameRequired, path: ['medicationName'] })
    }
    if (!entry.ownSupply && !entry.medication) {
      ctx.addIssue({ code: 'custom', message: v.medicationRequired, path: ['medication'] })
    }
  })
  .transform(({ kept, ownSupply, medication, medicationName, ...rest }): KardexEntryInput => ({
    ...kept,
    ownSupply,
    ...(ownSupply ? { medication: '', medicationName } : { medication }),
    ...rest,
  }))

/** SPEC 5 "Kardex", with the server's messages: at least one medication, each one complete. */
export const kardexFormSchema = z.object({
  entries: z.array(entrySchema).min(1, v.entriesRequired).max(MAX_ENTRIES, v.tooManyEntries),
}) satisfies z.ZodType<Omit<KardexInput, 'patientId'>, unknown>

export type KardexFormValues = z.input<typeof kardexFormSchema>

export type KardexEntryValues = KardexFormValues['entries'][number]

export type KardexFormOutput = z.output<typeof kardexFormSchema>

/** A blank entry: the medication still to choose from the inventory, from today. */
export function emptyEntry(today: string = todayISO()): KardexEntryValues {
  return { ownSupply: false, medication: '', medicationName: '', dose: '', frequency: '', route: '', date: today }
}

/** The form's starting values: the Kardex being edited, or one blank entry. */
export function toKardexFormValues(kardex: Kardex | null, today: string = todayISO()): KardexFormValues {
  if (!kardex || kardex.entries.length === 0) return { entries: [emptyEntry(today)] }
  return {
    entries: kardex.entries.map((entry) => {
      const { medication, medicationName, ownSupply, dose, frequency, route, date, scheduleSetAt, ...kept } = entry
      return {
        ownSupply,
        medication: ownSupply ? '' : medication,
        medicationName: ownSupply ? medicationName : '',
        dose,
        frequency,
        route,
        date,
        kept,
      }
    }),
  }
}

const ENTRY_FIELDS = ['medication', 'medicationName', 'dose', 'frequency', 'route', 'date'] as const

/** The fields the server may name in a 422: `entries` (none given) and each entry's, `entries.0.dose`… */
export const KARDEX_FORM_FIELDS = [
  'entries',
  ...Array.from({ length: MAX_ENTRIES }, (_, index) =>
    ENTRY_FIELDS.map((key) => `entries.${index}.${key}` as const),
  ).flat(),
] as const

/** SPEC 5 "Dose registration": which medication, and when (today and now to start with). */
export const doseFormSchema = z.object({
  medication: z.string().trim().min(1, es.records.kardex.dose.validation.medicationRequired),
  doseDate: recordDate(),
  doseTime: recordTime(),
})

export type DoseFormValues = z.input<typeof doseFormSchema>

export const DOSE_FORM_FIELDS = ['medication', 'doseDate', 'doseTime'] as const

/** A new dose: the only medication when the Kardex has one, otherwise to choose; today, now. */
export function toDoseFormValues(medicationIds: readonly string[], now: Date = new Date()): DoseFormValues {
  return {
    medication: medicationIds.length === 1 ? medicationIds[0] : '',
    doseDate: todayISO(now),
    doseTime: nowTime(now),
  }
}
