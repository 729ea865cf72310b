import type { RecordResource } from '@/features/patients/records/shared/api'
import { useCreateRecord, useUpdateRecord } from '@/features/patients/records/shared/api'
import {
  socialNoteSchema,
  type SocialNote,
  type SocialNoteInput,
} from '@/features/patients/records/social-notes/schemas'

/** /notessocialworker: written with records.socialwork. */
export const socialNoteResource: RecordResource<SocialNote> = {
  kind: 'socialNotes',
  path: '/notessocialworker',
  schema: socialNoteSchema,
  pdfFilename: (id) => `nota_socialworker_${id}.pdf`,
  reportFilename: 'notes_socialworker_report.pdf',
}

export const useCreateSocialNote = () => useCreateRecord<SocialNote, SocialNoteInput>(socialNoteResource)

export const useUpdateSocialNote = () => useUpdateRecord<SocialNote, SocialNoteInput>(socialNoteResource)
