import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { useAuthStore } from '@/features/auth/auth-context'
import {
  changePasswordResponseSchema,
  setupStatusSchema,
  signedInUserSchema,
  userSchema,
  type LoginInput,
  type SignedInUser,
  type SignupInput,
  type User,
} from '@/features/auth/schemas'
import { es } from '@/i18n/es'
import { api, isApiError } from '@/lib/api'
import { clearSession, saveSession, saveToken } from '@/lib/session'

export const authKeys = {
  all: ['auth'] as const,
  setup: () => [...authKeys.all, 'setup'] as const,
  signIn: () => [...authKeys.all, 'sign-in'] as const,
  signUp: () => [...authKeys.all, 'sign-up'] as const,
  changePassword: () => [...authKeys.all, 'change-password'] as const,
  logout: () => [...authKeys.all, 'logout'] as const,
}

/** POST /auth/signin. A 401 here means wrong credentials, not an expired session. */
export async function signIn(input: LoginInput) {
  const data = await api.post<unknown>('/auth/signin', input, { handleUnauthorized: false })
  return signedInUserSchema.parse(data)
}

/** GET /auth/setup: true only while the installation has no account at all. */
export async function fetchSetupStatus() {
  return setupStatusSchema.parse(await api.get<unknown>('/auth/setup'))
}

export function setupStatusQueryOptions() {
  return queryOptions({
    queryKey: authKeys.setup(),
    queryFn: fetchSetupStatus,
  })
}

/**
 * POST /auth/signup without a session: creates the first, administrative account and signs it in.
 * A 401 or 403 here means the installation already has an account, not that a session expired.
 */
export async function signUp(input: SignupInput) {
  const data = await api.post<unknown>('/auth/signup', input, { handleUnauthorized: false })
  return signedInUserSchema.parse(data)
}

/**
 * True when the first-run sign-up was refused because someone else finished setup first: the server
 * answers 403 when two sign-ups race, and 401 (no session) once any account exists.
 */
export function isSetupTaken(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403)
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

/** Stores a new session (sign-in or first-run sign-up) and clears whatever a previous user left in the cache. */
function useStartSession() {
  const auth = useAuthStore()
  const queryClient = useQueryClient()
  return ({ token, ...user }: SignedInUser) => {
    saveSession(user, token)
    queryClient.removeQueries()
    auth.setUser(user)
  }
}

/** Signs in and starts the session. */
export function useSignIn() {
  const startSession = useStartSession()
  return useMutation({
    mutationKey: authKeys.signIn(),
    mutationFn: signIn,
    onSuccess: (user) => startSession(user),
  })
}

/**
 * Creates the first account and starts its session exactly as a sign-in does. When someone else got
 * there first, the setup status is fetched again so /signin goes back to the sign-in form.
 */
export function useSignUp() {
  const startSession = useStartSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: authKeys.signUp(),
    mutationFn: signUp,
    onSuccess: (user) => startSession(user),
    onError: (error) => {
      if (isSetupTaken(error)) return queryClient.invalidateQueries({ queryKey: authKeys.setup() })
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
