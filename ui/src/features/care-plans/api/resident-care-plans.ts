import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { carePlanKeys } from '@/features/care-plans/keys'
import { carePlanSchema } from '@/features/care-plans/schemas'
import { api } from '@/lib/api'

/** GET /care-plans?residentId=: every version of the resident's plan, newest first. */
export async function fetchResidentCarePlans(residentId: string) {
  return z.array(carePlanSchema).parse(await api.get<unknown>(`/care-plans?residentId=${encodeURIComponent(residentId)}`))
}

export function residentCarePlansQueryOptions(residentId: string) {
  return queryOptions({
    queryKey: carePlanKeys.resident(residentId),
    queryFn: () => fetchResidentCarePlans(residentId),
  })
}
