import { queryOptions } from '@tanstack/react-query'
import { fluidKeys } from '@/features/daily-registers/keys'
import { fluidDaySchema } from '@/features/daily-registers/schemas'
import { api } from '@/lib/api'

/** GET /fluids?residentId=: today's target, total and drinks (the server's today). */
export async function fetchFluids(residentId: string) {
  return fluidDaySchema.parse(await api.get<unknown>(`/fluids?residentId=${encodeURIComponent(residentId)}`))
}

export function fluidsQueryOptions(residentId: string) {
  return queryOptions({ queryKey: fluidKeys.resident(residentId), queryFn: () => fetchFluids(residentId) })
}
