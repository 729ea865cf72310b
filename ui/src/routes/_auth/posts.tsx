import { createFileRoute } from '@tanstack/react-router'
import { useCurrentUser } from '@/features/auth/auth-context'
import { isAdministrative } from '@/features/auth/roles'
import { PostsPage } from '@/features/posts/components/posts-page'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/posts')({
  component: PostsRoute,
})

function PostsRoute() {
  useDocumentTitle(es.titles.posts)
  const user = useCurrentUser()
  return <PostsPage viewer={{ id: user._id, administrative: isAdministrative(user) }} />
}
