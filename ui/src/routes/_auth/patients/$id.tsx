import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ResidentPage } from '@/features/patients/components/page/resident-page'
import { ActiveRestraintsBanner } from '@/features/restraints/components/active-restraints-banner'

/**
 * The resident's clinical page (DESIGN 8): its header and tabs, the active restraints at the top (DESIGN 11,
 * from the restraints feature); the open tab is the outlet.
 */
export const Route = createFileRoute('/_auth/patients/$id')({
  component: ResidentRoute,
})

function ResidentRoute() {
  const { id } = Route.useParams()
  return (
    <ResidentPage residentId={id} banner={<ActiveRestraintsBanner residentId={id} />}>
      <Outlet />
    </ResidentPage>
  )
}
