import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type * as React from 'react'
import { AuthProvider } from '@/features/auth/auth-context'
import { createAuthStore, type AuthState } from '@/features/auth/auth-store'

/** Renders UI with a fresh query client and auth store, as the app provides them. */
export function renderWithProviders(ui: React.ReactElement, authState: AuthState = { status: 'unauthenticated', user: null }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const auth = createAuthStore(authState)
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={auth}>{ui}</AuthProvider>
    </QueryClientProvider>,
  )
  return { ...result, auth, queryClient }
}
