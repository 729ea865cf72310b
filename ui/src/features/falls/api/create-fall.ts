import { raisedAlertSchema } from '@/features/falls/api/raised-alert'
import type { FallBody } from '@/features/falls/form-schema'
import { fallKeys } from '@/features/falls/keys'
import { fallSchema } from '@/features/falls/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** POST /falls: a new fall of the resident, with the alert it opened (`alertId`). */
export async function createFall(body: FallBody & { residentId: string }) {
  const raw = await api.post<unknown>('/falls', body)
  return { fall: fallSchema.parse(raw), alertId: raisedAlertSchema.parse(raw).alertId ?? null }
}

/** «Registrar caída»: the register is read again once saved. */
export function useCreateFall() {
  return useRefetchingMutation([fallKeys.all], createFall)
}
