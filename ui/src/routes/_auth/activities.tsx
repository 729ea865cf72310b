import { createFileRoute } from '@tanstack/react-router'
import { ActivitiesPage } from '@/features/activities/components/activities-page'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/activities')({
  component: ActivitiesRoute,
})

function ActivitiesRoute() {
  useDocumentTitle(es.titles.activities)
  return <ActivitiesPage />
}
