import { createFileRoute } from '@tanstack/react-router'
import { useCurrentUser } from '@/features/auth/auth-context'
import { PostsPage } from '@/features/posts/components/posts-page'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/posts')({
  component: PostsRoute,
})

function PostsRoute() {
  useDocumentTitle(es.titles.posts)
  const user = useCurrentUser()
  const may = useCan()
  return <PostsPage viewer={{ id: user._id, administrative: may('content.edit-any') }} />
}
