import type { QueryClient } from '@tanstack/react-query'
import type { AuthStore } from '@/features/auth/auth-store'
import { es } from '@/i18n/es/public'
import { setUnauthorizedHandler } from '@/lib/api'

/**
 * When any call answers 401 (expired or revoked token) the API client has already cleared the stored
 * session; here the UI signs out once, which makes the staff frame send the user to /signin.
 */
export function installSessionExpiryHandler(store: AuthStore, queryClient: QueryClient) {
  return setUnauthorizedHandler((error) => {
    if (store.getState().status !== 'authenticated') return
    queryClient.removeQueries()
    store.signOut()
    // sonner loads with the toasts (routes/__root.tsx), not with every page: main.tsx installs this handler.
    void import('sonner').then(({ toast }) => toast.error(es.auth.sessionExpiredTitle, { description: error.message }))
  })
}
