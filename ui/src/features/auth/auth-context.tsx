import { useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react'
import type * as React from 'react'
import type { AuthState, AuthStore } from '@/features/auth/auth-store'
import type { User } from '@/features/auth/schemas'
import { TOKEN_KEY } from '@/lib/session'

const AuthContext = createContext<AuthStore | null>(null)

/**
 * Provides the auth store and follows sign-outs made in other tabs of the same browser (shared PCs):
 * when the stored token disappears, this tab signs out too.
 */
export function AuthProvider({ store, children }: { store: AuthStore; children: React.ReactNode }) {
  const queryClient = useQueryClient()
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      const tokenRemoved = event.key === null || (event.key === TOKEN_KEY && event.newValue === null)
      if (tokenRemoved && store.getState().status === 'authenticated') {
        queryClient.removeQueries()
        store.signOut()
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [store, queryClient])
  return <AuthContext value={store}>{children}</AuthContext>
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext)
  if (!store) throw new Error('useAuthStore must be used inside <AuthProvider>')
  return store
}

/** The current session state; re-renders when it changes. */
export function useAuth(): AuthState {
  const store = useAuthStore()
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}

/** The signed-in user, for pages inside the staff frame (which only renders when there is one). */
export function useCurrentUser(): User {
  const state = useAuth()
  if (state.status !== 'authenticated') throw new Error('useCurrentUser needs a signed-in user')
  return state.user
}
