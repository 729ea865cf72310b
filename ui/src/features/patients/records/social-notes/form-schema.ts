import { z } from 'zod'
import { nowTime, recordDate, recordTime } from '@/features/patients/records/shared/form-schema'
import type { SocialNote, SocialNoteInput } from '@/features/patients/records/social-notes/schemas'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'

const v = es.records.socialNotes.validation
const tooLong = es.validation.tooLong

const observationText = (required: string) => z.string().trim().min(1, required).max(4000, tooLong(4000))

/** A new note: SPEC 5's date, time and primary observation. */
export const socialNoteCreateSchema = z.object({
  date: recordDate(v.dateRequired),
  time: recordTime(v.timeRequired),
  primaryObservation: observationText(v.primaryObservationRequired),
})

export type SocialNoteCreateValues = z.input<typeof socialNoteCreateSchema>

export const SOCIAL_NOTE_CREATE_FIELDS = ['date', 'time', 'primaryObservation'] as const

/** One additional observation being added: observation, date and time, each required. */
const newObservationSchema = z.object({
  observation: observationText(v.observationRequired),
  date: recordDate(v.dateRequired),
  time: recordTime(v.timeRequired),
})

export type NewObservationValues = z.input<typeof newObservationSchema>

/**
 * Editing a note: the saved note is read-only; the form holds only the new additional observations
 * (under the name the server uses, so its `additionalObservations.N.*` messages land on them).
 */
export const socialNoteAppendSchema = z.object({
  additionalObservations: z.array(newObservationSchema).min(1, v.nothingNew),
})

export type SocialNoteAppendValues = z.input<typeof socialNoteAppendSchema>

/** The server's field names for the new observations of a form, to put its messages on them. */
export function appendFieldNames(count: number) {
  return Array.from({ length: count }, (_, index) =>
    (['observation', 'date', 'time'] as const).map((key) => `additionalObservations.${index}.${key}` as const),
  ).flat()
}

/** A blank new observation, dated now. */
export function blankObservation(now: Date = new Date()): NewObservationValues {
  return { observation: '', date: todayISO(now), time: nowTime(now) }
}

/** A new note's starting values: today, now, and no observation yet. */
export function newSocialNoteValues(now: Date = new Date()): SocialNoteCreateValues {
  return { date: todayISO(now), time: nowTime(now), primaryObservation: '' }
}

/** The body of a new note. */
export function toCreateInput(residentId: string, values: z.output<typeof socialNoteCreateSchema>): SocialNoteInput {
  return { residentId, ...values, additionalObservations: [] }
}

/** The body of an edit: the saved note as it is, plus only the new observations (SPEC 4). */
export function toAppendInput(note: SocialNote, values: z.output<typeof socialNoteAppendSchema>): SocialNoteInput {
  return {
    residentId: note.residentId,
    date: note.date,
    time: note.time,
    primaryObservation: note.primaryObservation,
    additionalObservations: values.additionalObservations.map((item) => ({ ...item, isNew: true })),
  }
}
