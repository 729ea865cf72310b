import { verifySession } from '@/features/auth/api'
import { useAuthStore } from '@/features/auth/auth-context'
import { getToken, saveUser } from '@/lib/session'

/**
 * Fetches the signed-in user again (GET /auth/verify) and puts the answer in the session, for pages that
 * changed the user's own details or roles. A failure leaves the session as it was: the next call that
 * needs it will tell.
 */
export function useRefreshUser() {
  const auth = useAuthStore()
  return async () => {
    const token = getToken()
    if (!token) return
    try {
      const user = await verifySession(token)
      saveUser(user)
      auth.setUser(user)
    } catch {
      // keep the current session
    }
  }
}
