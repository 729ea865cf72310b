import { PencilIcon, Trash2Icon } from 'lucide-react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TooltipIconButton } from '@/components/tooltip-icon-button'
import { useDeleteActivity } from '@/features/activities/api'
import type { Activity } from '@/features/activities/schemas'
import { es } from '@/i18n/es'

const t = es.activities

type ActivityActionsProps = {
  activity: Activity
  onEdit: (activity: Activity) => void
  /** Reports a failed delete (toast and the page's banner); the confirmation stays open. */
  onError: (error: unknown) => void
}

/** Edit, and delete after the SPEC's confirmation. */
export function ActivityActions({ activity, onEdit, onError }: ActivityActionsProps) {
  const remove = useDeleteActivity()

  async function confirmDelete() {
    try {
      await remove.mutateAsync(activity._id)
    } catch (error) {
      onError(error)
      throw error
    }
    toast.success(t.toasts.deletedTitle, { description: t.toasts.deletedText })
  }

  return (
    <div className="flex items-center gap-1">
      <TooltipIconButton
        label={t.actions.edit(activity.title)}
        tooltip={t.actions.editShort}
        onClick={() => onEdit(activity)}
      >
        <PencilIcon aria-hidden />
      </TooltipIconButton>
      <ConfirmDialog
        title={t.confirmDelete.title}
        description={t.confirmDelete.description}
        confirmLabel={t.confirmDelete.confirm}
        destructive
        onConfirm={confirmDelete}
        trigger={
          <TooltipIconButton
            label={t.actions.delete(activity.title)}
            tooltip={t.actions.deleteShort}
            className="text-destructive hover:text-destructive"
          >
            <Trash2Icon aria-hidden />
          </TooltipIconButton>
        }
      />
    </div>
  )
}
