import { raisedAlertSchema } from '@/features/falls/api/raised-alert'
import type { FallBody } from '@/features/falls/form-schema'
import { fallKeys } from '@/features/falls/keys'
import { fallSchema } from '@/features/falls/schemas'
import { api, ApiError } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/**
 * POST /falls: a new fall of the resident, with the alert it opened (`alertId`). Near the time of a fall already
 * recorded the server answers 409 on `at` (isNearbyFall) unless `anotherFall` confirms it is another one.
 */
export async function createFall(body: FallBody & { residentId: string; anotherFall?: boolean }) {
  const raw = await api.post<unknown>('/falls', body)
  return { fall: fallSchema.parse(raw), alertId: raisedAlertSchema.parse(raw).alertId ?? null }
}

/** «Registrar caída»: the register is read again once saved. */
export function useCreateFall() {
  return useRefetchingMutation([fallKeys.all], createFall)
}

/** The server's answer to a new fall within two hours of one the resident already has. */
export function isNearbyFall(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && 'at' in error.fields
}
