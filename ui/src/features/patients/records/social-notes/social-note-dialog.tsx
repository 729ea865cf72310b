import { RecordDialog } from '@/features/patients/records/shared/record-dialog'
import { SocialNoteAppendForm } from '@/features/patients/records/social-notes/social-note-append-form'
import { SocialNoteCreateForm } from '@/features/patients/records/social-notes/social-note-create-form'
import type { SocialNote } from '@/features/patients/records/social-notes/schemas'
import { es } from '@/i18n/es'

const t = es.records.socialNotes.form

type SocialNoteDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  residentId: string
  /** The note to add observations to, or null for "Nueva Nota". */
  note: SocialNote | null
}

/** "Nueva Nota" or "Editar Nota" of the Notas TS tab. */
export function SocialNoteDialog({ open, onOpenChange, residentId, note }: SocialNoteDialogProps) {
  const close = () => onOpenChange(false)
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={note ? t.editTitle : t.createTitle}
      description={note ? t.editIntro : t.createIntro}
    >
      {note ? (
        <SocialNoteAppendForm note={note} onSaved={close} />
      ) : (
        <SocialNoteCreateForm residentId={residentId} onSaved={close} />
      )}
    </RecordDialog>
  )
}
