import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { useCurrentUser } from '@/features/auth/auth-context'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/dashboard')({
  component: DashboardPage,
})

function DashboardPage() {
  useDocumentTitle(es.titles.dashboard)
  const user = useCurrentUser()
  return (
    <PageHeader
      title={es.pages.dashboard.greeting(user.name || user.username)}
      description={es.pages.dashboard.intro}
    />
  )
}
