import { repositioningKeys } from '@/features/daily-registers/keys'
import { repositioningDaySchema } from '@/features/daily-registers/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** PUT /repositioning/{residentId}/schedule {everyHours} (0: none) -> today's answer. */
export async function putRepositioningSchedule(residentId: string, everyHours: number) {
  return repositioningDaySchema.parse(await api.put<unknown>(`/repositioning/${encodeURIComponent(residentId)}/schedule`, { everyHours }))
}

export function usePutRepositioningSchedule(residentId: string) {
  return useRefetchingMutation([repositioningKeys.all], (everyHours: number) => putRepositioningSchedule(residentId, everyHours))
}
