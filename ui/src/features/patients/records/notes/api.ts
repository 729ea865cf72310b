import { useSaveRecord, type RecordResource } from '@/features/patients/records/shared/api'
import { noteSchema, type Note, type NoteInput } from '@/features/patients/records/notes/schemas'

/** /notes: written by every staff role. */
export const noteResource: RecordResource<Note> = {
  kind: 'notes',
  path: '/notes',
  schema: noteSchema,
  pdfFilename: (id) => `nota_${id}.pdf`,
  reportFilename: 'notes_general_report.pdf',
}

/** Creates a note, or updates `note`. */
export const useSaveNote = (note: Note | null) => useSaveRecord<Note, NoteInput>(noteResource, note)
