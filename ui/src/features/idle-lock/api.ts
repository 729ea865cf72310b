import { queryOptions, useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'

/** The server's default for `amparo serve --idle-lock`, used when its answer says nothing usable. */
export const DEFAULT_IDLE_LOCK_MINUTES = 10

export const idleLockKeys = {
  all: ['idle-lock'] as const,
  minutes: () => [...idleLockKeys.all, 'minutes'] as const,
}

const idleLockSettingsSchema = z
  .object({
    idleLockMinutes: z.number().int().nonnegative().catch(DEFAULT_IDLE_LOCK_MINUTES),
  })
  .catch({ idleLockMinutes: DEFAULT_IDLE_LOCK_MINUTES })

/** GET /settings/public's idleLockMinutes: after how many minutes without input a page locks (0: never). */
export function idleLockMinutesQueryOptions() {
  return queryOptions({
    queryKey: idleLockKeys.minutes(),
    queryFn: async () => idleLockSettingsSchema.parse(await api.get<unknown>('/settings/public')).idleLockMinutes,
    // A flag of the running server: it changes only with a restart.
    staleTime: Infinity,
  })
}

/**
 * POST /auth/unlock {password}: 204 when it is the signed-in user's. A wrong password is a 401 naming the
 * password field, not an ended session, so the API client must not sign out on it; a 401 without that field
 * is the session that ended meanwhile (the lock screen signs out then). Tries count with the sign-in
 * throttling: a 429 says how long to wait.
 */
export async function unlock(password: string) {
  await api.post<unknown>('/auth/unlock', { password }, { handleUnauthorized: false })
}

export function useUnlock() {
  return useMutation({
    mutationKey: [...idleLockKeys.all, 'unlock'],
    mutationFn: unlock,
  })
}
