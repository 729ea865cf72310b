import { createFileRoute } from '@tanstack/react-router'
import { CarePlansPage } from '@/features/care-plans/components/status/care-plans-page'
import { PLAN_STATES } from '@/features/care-plans/states'
import { es } from '@/i18n/es'
import { oneOf, searchSchema } from '@/lib/search-params'
import { useDocumentTitle } from '@/lib/use-document-title'

/** `?estado=vencido`: the state the list is filtered by. */
const carePlansSearchSchema = searchSchema({ estado: oneOf(PLAN_STATES) })

export const Route = createFileRoute('/_auth/care-plans')({
  validateSearch: carePlansSearchSchema,
  component: CarePlansRoute,
})

function CarePlansRoute() {
  useDocumentTitle(es.carePlans.documentTitle)
  const { estado } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <CarePlansPage state={estado} onStateChange={(state) => void navigate({ search: { estado: state } })} />
}
