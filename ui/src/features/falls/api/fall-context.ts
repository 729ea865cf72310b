import { queryOptions } from '@tanstack/react-query'
import { fallKeys } from '@/features/falls/keys'
import { fallContextSchema } from '@/features/falls/schemas'
import { api } from '@/lib/api'

/**
 * GET /falls/context?residentId=&at=: the restraints in use and the Kardex's psychotropic or new medication at
 * the time of the fall (`at`, the home's wall-clock time `YYYY-MM-DDTHH:MM`; now when empty).
 */
export function fallContextQueryOptions(residentId: string, at: string) {
  return queryOptions({
    queryKey: fallKeys.context(residentId, at),
    queryFn: async () => {
      const search = new URLSearchParams({ residentId })
      if (at) search.set('at', at)
      return fallContextSchema.parse(await api.get<unknown>(`/falls/context?${search.toString()}`))
    },
    staleTime: 30_000,
  })
}
