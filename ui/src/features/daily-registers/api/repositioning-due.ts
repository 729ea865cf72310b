import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { repositioningKeys } from '@/features/daily-registers/keys'
import { repositioningDueSchema } from '@/features/daily-registers/schemas'
import { api } from '@/lib/api'

/** GET /repositioning/due: every resident with a schedule, the most urgent first (the shift's list). */
export async function fetchRepositioningDue() {
  return z.array(repositioningDueSchema).parse(await api.get<unknown>('/repositioning/due'))
}

export function repositioningDueQueryOptions() {
  return queryOptions({
    queryKey: repositioningKeys.due(),
    queryFn: fetchRepositioningDue,
    refetchInterval: 2 * 60_000,
  })
}
