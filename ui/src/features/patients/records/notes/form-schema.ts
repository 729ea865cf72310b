import { z } from 'zod'
import type { Note, NoteInput } from '@/features/patients/records/notes/schemas'
import { nowTime, recordDate, recordTime } from '@/features/patients/records/shared/form-schema'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'

const v = es.records.notes.validation
const tooLong = es.validation.tooLong

/** SPEC 5's general note: resident, date, time and observations, each required. */
export const noteFormSchema = z.object({
  residentId: z.string().trim().min(1, v.residentRequired),
  date: recordDate(v.dateRequired),
  time: recordTime(v.timeRequired),
  observations: z.string().trim().min(1, v.observationsRequired).max(4000, tooLong(4000)),
})

export type NoteFormValues = z.input<typeof noteFormSchema>

export const NOTE_FORM_FIELDS = ['residentId', 'date', 'time', 'observations'] as const satisfies readonly (keyof NoteInput)[]

/** The note being edited, or a new one for the resident dated today and now. */
export function toNoteFormValues(residentId: string, note: Note | null, now: Date = new Date()): NoteFormValues {
  return {
    residentId,
    date: note?.date ?? todayISO(now),
    time: note?.time ?? nowTime(now),
    observations: note?.observations ?? '',
  }
}
