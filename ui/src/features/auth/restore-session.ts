import { toast } from 'sonner'
import { verifySession } from '@/features/auth/api'
import type { AuthStore } from '@/features/auth/auth-store'
import { es } from '@/i18n/es'
import { errorMessage } from '@/lib/api'
import { clearSession, getToken, saveUser } from '@/lib/session'

/** The state to start in: loading while a stored token is being verified. */
export function initialAuthState() {
  return getToken() ? ({ status: 'loading', user: null } as const) : ({ status: 'unauthenticated', user: null } as const)
}

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
