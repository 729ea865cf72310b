import { toast } from 'sonner'
import { verifySession } from '@/features/auth/api'
import type { AuthStore } from '@/features/auth/auth-store'
import { es } from '@/i18n/es'
import { errorMessage } from '@/lib/api'
import { clearSession, getToken, saveUser } from '@/lib/session'

// The state to start in lives with the store, so that main.tsx loads this file (and the auth API) only to restore.
export { initialAuthState } from '@/features/auth/auth-store'

/**
 * SPEC 4: on startup a stored token is sent to the server. On success the user is set; on failure an
 * error is shown and the stored session is cleared.
 */
export async function restoreSession(store: AuthStore) {
  const token = getToken()
  if (!token) {
    store.signOut()
    return
  }
  try {
    const user = await verifySession(token)
    saveUser(user)
    store.setUser(user)
  } catch (error) {
    clearSession()
    store.signOut()
    toast.error(es.auth.restoreFailedTitle, { description: errorMessage(error) })
  }
}
