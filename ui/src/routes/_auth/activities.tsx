import { createFileRoute } from '@tanstack/react-router'
import { ActivitiesPage } from '@/features/activities/components/activities-page'
import { useCurrentUser } from '@/features/auth/auth-context'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/activities')({
  component: ActivitiesRoute,
})

function ActivitiesRoute() {
  useDocumentTitle(es.titles.activities)
  const user = useCurrentUser()
  const may = useCan()
  return <ActivitiesPage viewer={{ id: user._id, administrative: may('content.edit-any') }} />
}
