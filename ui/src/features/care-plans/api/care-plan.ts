import { queryOptions } from '@tanstack/react-query'
import { carePlanKeys } from '@/features/care-plans/keys'
import { carePlanSchema } from '@/features/care-plans/schemas'
import { api } from '@/lib/api'

/** GET /care-plans/{id}: one version, as it is now (the draft editor starts from it). */
export async function fetchCarePlan(id: string) {
  return carePlanSchema.parse(await api.get<unknown>(`/care-plans/${encodeURIComponent(id)}`))
}

export function carePlanQueryOptions(id: string) {
  return queryOptions({ queryKey: carePlanKeys.plan(id), queryFn: () => fetchCarePlan(id) })
}
