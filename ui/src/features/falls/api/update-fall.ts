import type { FallBody } from '@/features/falls/form-schema'
import { fallKeys } from '@/features/falls/keys'
import { fallSchema } from '@/features/falls/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** PUT /falls/{id}: a fall completed or corrected (it keeps its resident and its incident). */
export async function updateFall(id: string, body: FallBody) {
  return { fall: fallSchema.parse(await api.put<unknown>(`/falls/${encodeURIComponent(id)}`, body)), alertId: null }
}

/** «Completar»: read again whatever the answer (a 409: someone voided it meanwhile). */
export function useUpdateFall(id: string) {
  return useRefetchingMutation([fallKeys.all], (body: FallBody) => updateFall(id, body), { refetchWhen: 'settled' })
}
