import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { PostForm } from '@/features/posts/components/post-form'
import type { Post } from '@/features/posts/schemas'
import { es } from '@/i18n/es'

const t = es.posts

type PostFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The post to edit, or null for "Nueva Publicación". */
  post: Post | null
}

/** The post modal: "Nueva Publicación" or "Editar Publicación". */
export function PostFormDialog({ open, onOpenChange, post }: PostFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{post ? t.editTitle : t.createTitle}</DialogTitle>
          <DialogDescription>{t.formIntro}</DialogDescription>
        </DialogHeader>
        {/* The content unmounts when closed, so each opening starts a fresh form. */}
        <PostForm post={post} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}
