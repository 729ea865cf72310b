import { createFileRoute } from '@tanstack/react-router'
import { ResidentTab } from '@/features/patients/components/page/resident-tab'

/**
 * /patients/$id/{datos,notas-ts,notas,vitales,incidentes,kardex,cuidados}: one section of the resident's page
 * (Contenciones has its own route file, contenciones.tsx).
 */
export const Route = createFileRoute('/_auth/patients/$id/$tab')({
  component: TabRoute,
})

function TabRoute() {
  const { tab } = Route.useParams()
  return <ResidentTab slug={tab} />
}
