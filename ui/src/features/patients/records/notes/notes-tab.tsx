import { useState } from 'react'
import { noteResource } from '@/features/patients/records/notes/api'
import { NoteForm } from '@/features/patients/records/notes/note-form'
import type { Note } from '@/features/patients/records/notes/schemas'
import type { RecordTabProps } from '@/features/patients/records/record-tabs'
import type { RecordColumn } from '@/features/patients/records/shared/record-columns'
import { RecordDialog } from '@/features/patients/records/shared/record-dialog'
import { RecordSignature } from '@/features/patients/records/shared/record-signature'
import { RecordsPanel } from '@/features/patients/records/shared/records-panel'
import { TruncatedText } from '@/features/patients/records/shared/truncated-text'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.records.notes

const columns: RecordColumn<Note>[] = [
  {
    id: 'date',
    header: t.columns.date,
    cell: (note) => `${formatDate(note.date)} ${formatTime(note.time)}`.trim(),
    className: 'whitespace-nowrap tabular-nums',
  },
  { id: 'observations', header: t.columns.observations, cell: (note) => <TruncatedText text={note.observations} /> },
  {
    id: 'signedBy',
    header: t.columns.signedBy,
    cell: (note) => <RecordSignature record={note} signer={note.userIdName} />,
    className: 'hidden @min-[52rem]:table-cell',
  },
]

/** Notas: the resident's general notes, written by any staff member. */
export function NotesTab({ resident, canWrite }: RecordTabProps) {
  const [dialog, setDialog] = useState<{ open: boolean; note: Note | null }>({ open: false, note: null })
  const onOpenChange = (open: boolean) => setDialog((current) => ({ ...current, open }))
  return (
    <RecordsPanel
      resource={noteResource}
      resident={resident}
      texts={t.panel}
      columns={columns}
      searchText={(note) => note.observations}
      describe={(note) => t.describe(formatDate(note.date))}
      canWrite={canWrite}
      onNew={() => setDialog({ open: true, note: null })}
      onEdit={(note) => setDialog({ open: true, note })}
    >
      <RecordDialog
        open={dialog.open}
        onOpenChange={onOpenChange}
        signed={dialog.note}
        signer={dialog.note?.userIdName}
        title={dialog.note ? t.form.editTitle : t.form.createTitle}
        description={t.form.intro}
      >
        <NoteForm resident={resident} note={dialog.note} onSaved={() => onOpenChange(false)} />
      </RecordDialog>
    </RecordsPanel>
  )
}
