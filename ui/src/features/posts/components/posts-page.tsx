import { useQuery } from '@tanstack/react-query'
import { SquarePenIcon } from 'lucide-react'
import { useState } from 'react'
import { ErrorBanner } from '@/components/error-banner'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { postsQueryOptions } from '@/features/posts/api'
import { PostActions } from '@/features/posts/components/post-actions'
import { PostCards } from '@/features/posts/components/post-cards'
import { PostFormDialog } from '@/features/posts/components/post-form-dialog'
import { PostsTable } from '@/features/posts/components/posts-table'
import type { Post } from '@/features/posts/schemas'
import { es } from '@/i18n/es'
import { canChange, type Viewer } from '@/lib/authorship'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

const t = es.posts

/** Gestión de Posts: the list (table or cards by the page's width), Nueva/Editar Publicación, delete. */
export function PostsPage({ viewer }: { viewer: Viewer }) {
  const list = useQuery(postsQueryOptions())
  const banner = useTimedMessage()
  const [dialog, setDialog] = useState<{ open: boolean; post: Post | null }>({ open: false, post: null })

  function reportError(error: unknown) {
    const message = notifyError(error)
    if (message) banner.show(message)
  }

  const layout = {
    rows: list.data ?? [],
    loading: list.isPending,
    renderActions: (post: Post) =>
      canChange(viewer, post.createdBy) && (
        <PostActions post={post} onEdit={(p) => setDialog({ open: true, post: p })} onError={reportError} />
      ),
  }

  return (
    <div className="@container grid gap-6">
      <PageHeader
        title={es.pages.posts.title}
        description={t.description}
        actions={
          <Button onClick={() => setDialog({ open: true, post: null })}>
            <SquarePenIcon aria-hidden />
            {t.newPost}
          </Button>
        }
      />
      <ErrorBanner message={banner.message} />
      {list.isError && !list.data ? (
        <LoadError what={t.loadError} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div aria-busy={list.isFetching || undefined} className="grid">
          <PostsTable {...layout} className="hidden @min-[48rem]:block" />
          <PostCards {...layout} className="@min-[48rem]:hidden" />
        </div>
      )}
      <PostFormDialog
        open={dialog.open}
        post={dialog.post}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  )
}
