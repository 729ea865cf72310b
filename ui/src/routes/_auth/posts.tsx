import { createFileRoute } from '@tanstack/react-router'
import { PostsPage } from '@/features/posts/components/posts-page'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/posts')({
  component: PostsRoute,
})

function PostsRoute() {
  useDocumentTitle(es.titles.posts)
  return <PostsPage />
}
