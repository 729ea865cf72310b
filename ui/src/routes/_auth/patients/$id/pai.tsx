import { createFileRoute } from '@tanstack/react-router'
import { CarePlanTab } from '@/features/care-plans/components/care-plan-tab'
import { usePageResident } from '@/features/patients/components/page/resident-context'
import { optionalText, searchSchema } from '@/lib/search-params'

/** `?plan=<id>`: the version shown (the draft, else the plan in force, without it). */
const carePlanSearchSchema = searchSchema({ plan: optionalText({ min: 1, max: 64 }) })

/** /patients/$id/pai: the resident's care plan (PAI, DESIGN 14), from the care-plans feature. */
export const Route = createFileRoute('/_auth/patients/$id/pai')({
  validateSearch: carePlanSearchSchema,
  component: CarePlanRoute,
})

function CarePlanRoute() {
  const resident = usePageResident()
  const { plan } = Route.useSearch()
  return <CarePlanTab resident={{ id: resident._id, name: resident.name, archived: resident.archived }} selectedId={plan} />
}
