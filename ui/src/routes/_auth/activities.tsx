import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/activities')({
  component: ActivitiesPage,
})

function ActivitiesPage() {
  useDocumentTitle(es.titles.activities)
  return <PageHeader title={es.pages.activities.title} />
}
