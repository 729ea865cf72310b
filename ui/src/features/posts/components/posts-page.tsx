import { useQuery } from '@tanstack/react-query'
import { SquarePenIcon } from 'lucide-react'
import { ContentPage } from '@/components/content-page'
import { FormDialog } from '@/components/form-dialog'
import { postsQueryOptions, useDeletePost } from '@/features/posts/api'
import { PostCards } from '@/features/posts/components/post-cards'
import { PostForm } from '@/features/posts/components/post-form'
import { PostsTable } from '@/features/posts/components/posts-table'
import { postLabel } from '@/features/posts/post-label'
import { es } from '@/i18n/es'

const t = es.posts

/** Gestión de Posts: the list (table or cards by the page's width), Nueva/Editar Publicación, delete. */
export function PostsPage() {
  const list = useQuery(postsQueryOptions())
  const remove = useDeletePost()
  return (
    <ContentPage
      title={es.pages.posts.title}
      description={t.description}
      create={{ label: t.newPost, icon: <SquarePenIcon aria-hidden /> }}
      loadError={t.loadError}
      list={list}
      renderTable={(layout) => <PostsTable {...layout} />}
      renderCards={(layout) => <PostCards {...layout} />}
      actions={t}
      rowName={postLabel}
      remove={remove.mutateAsync}
      renderDialog={({ item, ...dialog }) => (
        <FormDialog {...dialog} title={item ? t.editTitle : t.createTitle} description={t.formIntro}>
          <PostForm post={item} onSaved={() => dialog.onOpenChange(false)} />
        </FormDialog>
      )}
    />
  )
}
