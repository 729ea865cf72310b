import { PencilIcon, Trash2Icon } from 'lucide-react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TooltipIconButton } from '@/components/tooltip-icon-button'
import { useDeletePost } from '@/features/posts/api'
import { postLabel } from '@/features/posts/post-label'
import type { Post } from '@/features/posts/schemas'
import { es } from '@/i18n/es'

const t = es.posts

type PostActionsProps = {
  post: Post
  onEdit: (post: Post) => void
  /** Reports a failed delete (toast and the page's banner); the confirmation stays open. */
  onError: (error: unknown) => void
}

/** Edit, and delete after the SPEC's confirmation. */
export function PostActions({ post, onEdit, onError }: PostActionsProps) {
  const remove = useDeletePost()
  const name = postLabel(post)

  async function confirmDelete() {
    try {
      await remove.mutateAsync(post._id)
    } catch (error) {
      onError(error)
      throw error
    }
    toast.success(t.toasts.deletedTitle, { description: t.toasts.deletedText })
  }

  return (
    <div className="flex items-center gap-1">
      <TooltipIconButton label={t.actions.edit(name)} tooltip={t.actions.editShort} onClick={() => onEdit(post)}>
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
            label={t.actions.delete(name)}
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
