import { PencilIcon, Trash2Icon } from 'lucide-react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TooltipIconButton } from '@/components/tooltip-icon-button'

/** A kind's texts for its row actions (es.activities, es.posts…). */
export type EditDeleteTexts = {
  actions: {
    edit: (name: string) => string
    editShort: string
    delete: (name: string) => string
    deleteShort: string
  }
  confirmDelete: { title: string; description: string; confirm: string }
  toasts: { deletedTitle: string; deletedText: string }
}

type EditDeleteActionsProps = {
  /** How the row is named to screen readers ("Editar la actividad Misa"). */
  name: string
  texts: EditDeleteTexts
  onEdit: () => void
  /** The delete call. */
  remove: () => Promise<unknown>
  /** Reports a failed delete (toast and the page's banner); the confirmation stays open. */
  onError: (error: unknown) => void
}

/** Edit, and delete after the SPEC's confirmation, with its toast. */
export function EditDeleteActions({ name, texts, onEdit, remove, onError }: EditDeleteActionsProps) {
  async function confirmDelete() {
    try {
      await remove()
    } catch (error) {
      onError(error)
      throw error
    }
    toast.success(texts.toasts.deletedTitle, { description: texts.toasts.deletedText })
  }

  return (
    <div className="flex items-center gap-1">
      <TooltipIconButton label={texts.actions.edit(name)} tooltip={texts.actions.editShort} onClick={onEdit}>
        <PencilIcon aria-hidden />
      </TooltipIconButton>
      <ConfirmDialog
        title={texts.confirmDelete.title}
        description={texts.confirmDelete.description}
        confirmLabel={texts.confirmDelete.confirm}
        destructive
        onConfirm={confirmDelete}
        trigger={
          <TooltipIconButton
            label={texts.actions.delete(name)}
            tooltip={texts.actions.deleteShort}
            className="text-destructive hover:text-destructive"
          >
            <Trash2Icon aria-hidden />
          </TooltipIconButton>
        }
      />
    </div>
  )
}
