import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/admin')({
  component: AdminPage,
})

function AdminPage() {
  useDocumentTitle(es.titles.admin)
  return <PageHeader title={es.pages.admin.title} />
}
