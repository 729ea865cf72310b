import type { User } from '@/features/auth/schemas'
import { getToken } from '@/lib/session'

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null }

export type AuthStore = {
  getState: () => AuthState
  subscribe: (listener: () => void) => () => void
  /** A user signed in, or their session was restored or updated. */
  setUser: (user: User) => void
  signOut: () => void
}

/** The session state of the UI (SPEC 4): authenticated or not, loading or not, and the user. */
export function createAuthStore(initial: AuthState): AuthStore {
  let state = initial
  const listeners = new Set<() => void>()

  function set(next: AuthState) {
    state = next
    for (const listener of listeners) listener()
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setUser: (user) => set({ status: 'authenticated', user }),
    signOut: () => set({ status: 'unauthenticated', user: null }),
  }
}

/** The state to start in: loading while a stored token is being verified (restore-session.ts). */
export function initialAuthState(): AuthState {
  return getToken() ? { status: 'loading', user: null } : { status: 'unauthenticated', user: null }
}
