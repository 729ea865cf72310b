import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCurrentUser } from '@/features/auth/auth-context'
import { useRefreshUser } from '@/features/auth/use-refresh-user'
import { BackupStatus } from '@/features/backups/components/backup-status'
import { ReplicaStatus } from '@/features/backups/components/replica-status'
import { DowntimeCard } from '@/features/downtime/components/downtime-card'
import { ADMIN_SEARCH_DEFAULTS, adminSearchSchema } from '@/features/staff/admin-search'
import { AdminPage } from '@/features/staff/components/admin-page'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/admin')({
  validateSearch: adminSearchSchema,
  search: { middlewares: [stripSearchParams(ADMIN_SEARCH_DEFAULTS)] },
  component: AdminRoute,
})

function AdminRoute() {
  useDocumentTitle(es.titles.admin)
  const user = useCurrentUser()
  const may = useCan()
  const refreshUser = useRefreshUser()
  const { view } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminPage
      view={view}
      onViewChange={(next) => void navigate({ search: { view: next } })}
      canWrite={may('staff.manage')}
      currentUserId={user._id}
      onOwnDetailsSaved={() => void refreshUser()}
      status={
        <>
          {may('backups.read') && (
            <>
              <BackupStatus />
              <ReplicaStatus />
            </>
          )}
          {may('residents.read') && <DowntimeCard />}
        </>
      }
    />
  )
}
