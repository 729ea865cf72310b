import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/posts')({
  component: PostsPage,
})

function PostsPage() {
  useDocumentTitle(es.titles.posts)
  return <PageHeader title={es.pages.posts.title} />
}
