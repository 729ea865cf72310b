import { queryOptions } from '@tanstack/react-query'
import { repositioningKeys } from '@/features/daily-registers/keys'
import { repositioningDaySchema } from '@/features/daily-registers/schemas'
import { api } from '@/lib/api'

/** GET /repositioning?residentId=: today's schedule, next change and changes (the server's today). */
export async function fetchRepositioning(residentId: string) {
  return repositioningDaySchema.parse(await api.get<unknown>(`/repositioning?residentId=${encodeURIComponent(residentId)}`))
}

export function repositioningQueryOptions(residentId: string) {
  return queryOptions({
    queryKey: repositioningKeys.resident(residentId),
    queryFn: () => fetchRepositioning(residentId),
    // The next change turns due and late with the clock: read it again every few minutes.
    refetchInterval: 5 * 60_000,
  })
}
