import { useState } from 'react'
import type { RecordTabProps } from '@/features/patients/records/record-tabs'
import type { RecordColumn } from '@/features/patients/records/shared/record-columns'
import { RecordSignature } from '@/features/patients/records/shared/record-signature'
import { RecordsPanel } from '@/features/patients/records/shared/records-panel'
import { TruncatedText } from '@/features/patients/records/shared/truncated-text'
import { socialNoteResource } from '@/features/patients/records/social-notes/api'
import type { SocialNote } from '@/features/patients/records/social-notes/schemas'
import { SocialNoteDialog } from '@/features/patients/records/social-notes/social-note-dialog'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.records.socialNotes

const columns: RecordColumn<SocialNote>[] = [
  {
    id: 'date',
    header: t.columns.date,
    cell: (note) => `${formatDate(note.date)} ${formatTime(note.time)}`.trim(),
    className: 'whitespace-nowrap tabular-nums',
  },
  { id: 'observation', header: t.columns.observation, cell: (note) => <TruncatedText text={note.primaryObservation} /> },
  {
    id: 'signedBy',
    header: t.columns.signedBy,
    cell: (note) => <RecordSignature record={note} />,
    className: 'hidden @min-[52rem]:table-cell',
  },
]

/** Notas TS: the resident's social-work notes; edits only add observations. */
export function SocialNotesTab({ resident, canWrite }: RecordTabProps) {
  const [dialog, setDialog] = useState<{ open: boolean; note: SocialNote | null }>({ open: false, note: null })
  return (
    <RecordsPanel
      resource={socialNoteResource}
      resident={resident}
      texts={t.panel}
      columns={columns}
      searchText={(note) => note.primaryObservation}
      describe={(note) => t.describe(formatDate(note.date))}
      canWrite={canWrite}
      onNew={() => setDialog({ open: true, note: null })}
      onEdit={(note) => setDialog({ open: true, note })}
    >
      <SocialNoteDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        residentId={resident._id}
        note={dialog.note}
      />
    </RecordsPanel>
  )
}
