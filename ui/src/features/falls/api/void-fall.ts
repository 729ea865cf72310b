import { fallKeys } from '@/features/falls/keys'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/**
 * POST /falls/{id}/void {reason}: a fall entered by mistake leaves the register (it stays on record). Read again
 * whatever the answer: a 409 means someone voided it first.
 */
export function useVoidFall(id: string) {
  return useRefetchingMutation(
    [fallKeys.all],
    (reason: string) => api.post<unknown>(`/falls/${encodeURIComponent(id)}/void`, { reason }),
    { refetchWhen: 'settled' },
  )
}
