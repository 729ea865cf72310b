import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ResidentPage } from '@/features/patients/components/page/resident-page'

/** The resident's clinical page (DESIGN 8): its header and tabs; the open tab is the outlet. */
export const Route = createFileRoute('/_auth/patients/$id')({
  component: ResidentRoute,
})

function ResidentRoute() {
  const { id } = Route.useParams()
  return (
    <ResidentPage residentId={id}>
      <Outlet />
    </ResidentPage>
  )
}
