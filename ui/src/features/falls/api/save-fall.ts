import { z } from 'zod'
import { fallKeys } from '@/features/falls/keys'
import { fallSchema } from '@/features/falls/schemas'
import type { FallBody } from '@/features/falls/form-schema'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

const raisedAlertSchema = z.object({ alertId: z.string().min(1).nullish().catch(null) }).catch({ alertId: null })

/** POST /falls (a new fall, with the alert it opened: `alertId`) or PUT /falls/{id} (completed or corrected). */
export async function saveFall(id: string | null, body: FallBody) {
  const raw = id ? await api.put<unknown>(`/falls/${encodeURIComponent(id)}`, body) : await api.post<unknown>('/falls', body)
  return { fall: fallSchema.parse(raw), alertId: raisedAlertSchema.parse(raw).alertId ?? null }
}

/** «Registrar caída» and «Completar»: the register is read again once saved. */
export function useSaveFall(id: string | null) {
  return useRefetchingMutation([fallKeys.all], (body: FallBody) => saveFall(id, body))
}
