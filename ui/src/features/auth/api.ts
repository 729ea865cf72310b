import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { useAuthStore } from '@/features/auth/auth-context'
import {
  changePasswordResponseSchema,
  signedInUserSchema,
  userSchema,
  type LoginInput,
  type User,
} from '@/features/auth/schemas'
import { es } from '@/i18n/es'
import { api } from '@/lib/api'
import { clearSession, saveSession, saveToken } from '@/lib/session'

export const authKeys = {
  all: ['auth'] as const,
  signIn: () => [...authKeys.all, 'sign-in'] as const,
  changePassword: () => [...authKeys.all, 'change-password'] as const,
  logout: () => [...authKeys.all, 'logout'] as const,
}

/** POST /auth/signin. A 401 here means wrong credentials, not an expired session. */
export async function signIn(input: LoginInput) {
  const data = await api.post<unknown>('/auth/signin', input, { handleUnauthorized: false })
  return signedInUserSchema.parse(data)
}

/** GET /auth/verify with an explicit bearer token (session restore). */
export async function verifySession(token: string): Promise<User> {
  const data = await api.get<unknown>('/auth/verify', { token, handleUnauthorized: false })
  return userSchema.parse(data)
}

/** POST /auth/logout: revokes the token on the server. */
export async function logout() {
  await api.post<unknown>('/auth/logout', undefined, { handleUnauthorized: false })
}

export type ChangePasswordRequest = { _id: string; oldPassword: string; newPassword: string }

/** POST /auth/change-password: answers with a new token; every other session is revoked. */
export async function changePassword(request: ChangePasswordRequest) {
  const data = await api.post<unknown>('/auth/change-password', request)
  return changePasswordResponseSchema.parse(data)
}

/** Signs in, stores the session and clears whatever a previous user left in the cache. */
export function useSignIn() {
  const auth = useAuthStore()
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: authKeys.signIn(),
    mutationFn: signIn,
    onSuccess: ({ token, ...user }) => {
      saveSession(user, token)
      queryClient.removeQueries()
      auth.setUser(user)
    },
  })
}

/** Changes the password and keeps the new token, the only one still valid. */
export function useChangePassword() {
  return useMutation({
    mutationKey: authKeys.changePassword(),
    mutationFn: changePassword,
    onSuccess: ({ token }) => saveToken(token),
  })
}

/** Logs out: the server call may fail (offline, already revoked); the browser forgets the session anyway. */
export function useLogout() {
  const auth = useAuthStore()
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: authKeys.logout(),
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      clearSession()
      queryClient.removeQueries()
      auth.signOut()
      toast.success(es.auth.logout.title, { description: es.auth.logout.description })
    },
  })
}
