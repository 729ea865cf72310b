import { z } from 'zod'
import type { Kardex, KardexEntryInput, KardexInput } from '@/features/patients/records/kardex/schemas'
import { nowTime, recordDate, recordTime } from '@/features/patients/records/shared/form-schema'
import { es } from '@/i18n/es'
import { isAdministrationRoute } from '@/lib/administration-routes'
import { todayISO } from '@/lib/dates'
import { formatDecimal, parseDecimal, parseWhole, readNumber } from '@/lib/numbers'
import {
  ALL_WEEKDAYS,
  MAX_TIMES,
  isTime,
  sortTimes,
  weekdaysForForm,
  weekdaysForServer,
} from '@/features/patients/records/kardex/schedule'

const v = es.records.kardex.validation
const tooLong = es.validation.tooLong
const SHORT_TEXT = 120
/** The server's limit of medications in one Kardex. */
export const MAX_ENTRIES = 50

const s = es.kardexSchedule.validation
const INSTRUCTIONS = 200

/** The daily maximum of a PRN entry: a whole number 1 to 24, as the server reads it. */
function checkMaxPerDay(text: string): string | null {
  const value = readNumber(text)
  if (value.kind === 'empty') return s.maxRequired
  if (value.kind === 'invalid') return s.number
  if (!Number.isInteger(value.value)) return s.whole
  if (value.value <= 0) return s.positive
  if (value.value > 24) return s.maxTooBig
  return null
}

/** The hours under which a second PRN dose asks to confirm: empty is the server's default (4); else 1 to 24, whole. */
function checkMinHours(text: string): string | null {
  const value = readNumber(text)
  if (value.kind === 'empty') return null
  if (value.kind === 'invalid') return s.number
  if (!Number.isInteger(value.value)) return s.whole
  if (value.value <= 0) return s.positive
  if (value.value > 24) return s.maxTooBig
  return null
}

/** Units per dose: empty is 1; otherwise more than 0 and at most 100 ("0,5" for half a tablet). */
function checkUnits(text: string): string | null {
  const value = readNumber(text)
  if (value.kind === 'empty') return null
  if (value.kind === 'invalid') return s.number
  if (value.value <= 0) return s.positive
  if (value.value > 100) return s.unitsTooBig
  return null
}

/**
 * One entry: an inventory medication, or (ownSupply) the resident's own supply named by hand (DESIGN 8);
 * dose, one of DESIGN 8's routes, the first day, and its schedule (DESIGN 9): times and weekdays, or "si
 * precisa" with indication and daily maximum; end date, units per dose and instructions. `kept` is what
 * the form does not show of a saved entry (its _id), given back as it was. `unscheduled`: a saved entry
 * from before schedules, which may stay without times ("Sin horario") and keeps its free-text
 * frequency; every other entry needs times or "si precisa", and the server writes the frequency from them.
 */
const entrySchema = z
  .object({
    ownSupply: z.boolean(),
    medication: z.string().trim(),
    medicationName: z.string().trim().max(SHORT_TEXT, tooLong(SHORT_TEXT)),
    dose: z.string().trim().min(1, v.doseRequired).max(SHORT_TEXT, tooLong(SHORT_TEXT)),
    route: z.string().refine(isAdministrationRoute, v.routeRequired),
    date: recordDate(),
    times: z.array(z.string()),
    weekdays: z.array(z.number()),
    endDate: z.string().trim(),
    prn: z.boolean(),
    prnIndication: z.string().trim().max(SHORT_TEXT, tooLong(SHORT_TEXT)),
    prnMaxPerDay: z.string(),
    prnMinHours: z.string(),
    unitsPerDose: z.string(),
    instructions: z.string().trim().max(INSTRUCTIONS, tooLong(INSTRUCTIONS)),
    frequency: z.string().trim(),
    unscheduled: z.boolean(),
    /** The server's words for the saved schedule (read-only), shown while editing. */
    scheduleText: z.string(),
    kept: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((entry, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] })
    if (entry.ownSupply && !entry.medicationName) issue('medicationName', v.medicationNameRequired)
    if (!entry.ownSupply && !entry.medication) issue('medication', v.medicationRequired)
    if (entry.prn) {
      if (!entry.prnIndication) issue('prnIndication', s.indicationRequired)
      const max = checkMaxPerDay(entry.prnMaxPerDay)
      if (max) issue('prnMaxPerDay', max)
      const minHours = checkMinHours(entry.prnMinHours)
      if (minHours) issue('prnMinHours', minHours)
    } else {
      if (entry.times.some((time) => !isTime(time))) issue('times', s.timeInvalid)
      else if (entry.times.length > MAX_TIMES) issue('times', s.tooManyTimes)
      else if (entry.times.length === 0 && !entry.unscheduled) issue('times', s.timesRequired)
      if (entry.weekdays.length === 0) issue('weekdays', s.weekdaysRequired)
    }
    if (entry.endDate && entry.date && entry.endDate < entry.date) issue('endDate', s.endBeforeStart)
    const units = checkUnits(entry.unitsPerDose)
    if (units) issue('unitsPerDose', units)
  })
  .transform((entry): KardexEntryInput => {
    const { kept, ownSupply, medication, medicationName, prn, times, weekdays, unscheduled, frequency } = entry
    const withoutTimes = !prn && times.length === 0
    return {
      ...kept,
      ownSupply,
      ...(ownSupply ? { medication: '', medicationName } : { medication }),
      dose: entry.dose,
      route: entry.route,
      date: entry.date,
      endDate: entry.endDate,
      times: prn ? [] : sortTimes(times),
      weekdays: prn ? [] : weekdaysForServer(weekdays),
      prn,
      ...(prn ? { prnIndication: entry.prnIndication, prnMaxPerDay: parseWhole(entry.prnMaxPerDay) ?? 0 } : {}),
      // Left empty, the server's default interval (4 hours).
      ...(prn && parseWhole(entry.prnMinHours) ? { prnMinHours: parseWhole(entry.prnMinHours) } : {}),
      unitsPerDose: parseDecimal(entry.unitsPerDose) ?? 1,
      instructions: entry.instructions,
      // The server writes the schedule's words; an entry from before schedules keeps its own.
      frequency: unscheduled && withoutTimes ? frequency : '',
    }
  })

/** SPEC 5 "Kardex", with the server's messages: at least one medication, each one complete. */
export const kardexFormSchema = z.object({
  entries: z.array(entrySchema).min(1, v.entriesRequired).max(MAX_ENTRIES, v.tooManyEntries),
}) satisfies z.ZodType<Omit<KardexInput, 'patientId'>, unknown>

export type KardexFormValues = z.input<typeof kardexFormSchema>

export type KardexEntryValues = KardexFormValues['entries'][number]

export type KardexFormOutput = z.output<typeof kardexFormSchema>

/** A blank entry: the medication still to choose from the inventory, from today, every day, one unit. */
export function emptyEntry(today: string = todayISO()): KardexEntryValues {
  return {
    ownSupply: false,
    medication: '',
    medicationName: '',
    dose: '',
    route: '',
    date: today,
    times: [],
    weekdays: [...ALL_WEEKDAYS],
    endDate: '',
    prn: false,
    prnIndication: '',
    prnMaxPerDay: '',
    prnMinHours: '',
    unitsPerDose: '1',
    instructions: '',
    frequency: '',
    unscheduled: false,
    scheduleText: '',
  }
}

const asStrings = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [])
const asNumbers = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'number') : [])
const asText = (value: unknown) => (typeof value === 'string' ? value : '')

/** The form's starting values: the Kardex being edited (each entry keeps its _id), or one blank entry. */
export function toKardexFormValues(kardex: Kardex | null, today: string = todayISO()): KardexFormValues {
  if (!kardex || kardex.entries.length === 0) return { entries: [emptyEntry(today)] }
  return {
    entries: kardex.entries.map((entry) => {
      const {
        medication,
        medicationName,
        ownSupply,
        dose,
        frequency,
        route,
        date,
        scheduleSetAt: _setAt,
        scheduleText,
        times,
        weekdays,
        endDate,
        prn,
        prnIndication,
        prnMaxPerDay,
        prnMinHours,
        unitsPerDose,
        instructions,
        ...kept
      } = entry
      const savedTimes = asStrings(times)
      const isPrn = prn === true
      return {
        ownSupply,
        medication: ownSupply ? '' : medication,
        medicationName: ownSupply ? medicationName : '',
        dose,
        route,
        date,
        times: savedTimes,
        weekdays: weekdaysForForm(asNumbers(weekdays)),
        endDate: asText(endDate),
        prn: isPrn,
        prnIndication: asText(prnIndication),
        prnMaxPerDay: isPrn && typeof prnMaxPerDay === 'number' && prnMaxPerDay > 0 ? String(prnMaxPerDay) : '',
        prnMinHours: isPrn && typeof prnMinHours === 'number' && prnMinHours > 0 ? String(prnMinHours) : '',
        unitsPerDose: typeof unitsPerDose === 'number' && unitsPerDose > 0 ? formatDecimal(unitsPerDose, { maxDecimals: 6 }) : '1',
        instructions: asText(instructions),
        frequency,
        unscheduled: !isPrn && savedTimes.length === 0 && typeof kept._id === 'string',
        scheduleText: asText(scheduleText),
        kept,
      }
    }),
  }
}

const ENTRY_FIELDS = [
  'medication',
  'medicationName',
  'dose',
  'route',
  'date',
  'times',
  'weekdays',
  'endDate',
  'prnIndication',
  'prnMaxPerDay',
  'prnMinHours',
  'unitsPerDose',
  'instructions',
] as const

/** The fields the server may name in a 422: `entries` (none given) and each entry's, `entries.0.dose`… */
export const KARDEX_FORM_FIELDS = [
  'entries',
  ...Array.from({ length: MAX_ENTRIES }, (_, index) =>
    ENTRY_FIELDS.map((key) => `entries.${index}.${key}` as const),
  ).flat(),
] as const

/** The prefix of a cross-reactivity warning, which the doctor confirms (DESIGN 9, allergy classes). */
export const CROSS_REACTIVITY = 'Posible reacción cruzada'

/**
 * The allergy check's 422 (contract 12): `Alergia registrada: <alergia>.` (or `… (grupo <grupo>: <medicamento>).`)
 * on some `entries.N.medication`, and the warnings `Posible reacción cruzada: <alergia> y <grupo>.`.
 */
export function allergyMatches(fields: Record<string, string>): string[] {
  return Object.entries(fields)
    .filter(
      ([field, message]) =>
        /^entries\.\d+\.medication$/.test(field) &&
        (message.startsWith('Alergia registrada') || message.startsWith(CROSS_REACTIVITY)),
    )
    .map(([, message]) => message)
}

/** Only warnings of cross-reactivity: confirmed without a reason. */
export const onlyCrossReactivity = (matches: string[]) => matches.every((m) => m.startsWith(CROSS_REACTIVITY))

/** How far ahead of the clock a dose may be dated (a tablet's clock a little behind the server's). */
const FUTURE_MARGIN_MS = 5 * 60_000

/**
 * SPEC 5 "Dose registration": which medication, and when (today and now to start with), never ahead of now;
 * a «si precisa» medication (`prn`, set by the form from the Kardex) asks for its indication (DESIGN 9).
 */
export const doseFormSchema = z
  .object({
    medication: z.string().trim().min(1, es.records.kardex.dose.validation.medicationRequired),
    doseDate: recordDate(),
    doseTime: recordTime(),
    prn: z.boolean().default(false),
    indication: z.string().trim().max(120, es.validation.tooLong(120)).default(''),
  })
  .superRefine((values, ctx) => {
    if (values.prn && values.indication === '') {
      ctx.addIssue({ code: 'custom', message: es.medicationRound.validation.indicationRequired, path: ['indication'] })
    }
    const at = new Date(`${values.doseDate}T${values.doseTime}`).getTime()
    if (at > Date.now() + FUTURE_MARGIN_MS) {
      ctx.addIssue({ code: 'custom', message: es.records.kardex.dose.validation.future, path: ['doseTime'] })
    }
  })

export type DoseFormValues = z.input<typeof doseFormSchema>

export const DOSE_FORM_FIELDS = ['medication', 'doseDate', 'doseTime', 'indication'] as const

/** A new dose: the only medication when the Kardex has one, otherwise to choose; today, now. */
export function toDoseFormValues(medicationIds: readonly string[], now: Date = new Date()): DoseFormValues {
  return {
    medication: medicationIds.length === 1 ? medicationIds[0] : '',
    doseDate: todayISO(now),
    doseTime: nowTime(now),
    prn: false,
    indication: '',
  }
}
