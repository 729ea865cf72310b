import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type * as React from 'react'
import { LoadingView } from '@/components/loading-view'
import { AuthProvider, useAuth } from '@/features/auth/auth-context'
import type { AuthStore } from '@/features/auth/auth-store'
import { PermissionsProvider } from '@/lib/permissions'
import type { createAppRouter } from '@/router'

type AppProps = {
  router: ReturnType<typeof createAppRouter>
  queryClient: QueryClient
  auth: AuthStore
}

/** SPEC: while the session is being restored, a full-screen loading view; then the routes. */
function Routes({ router }: Pick<AppProps, 'router'>) {
  const { status } = useAuth()
  if (status === 'loading') return <LoadingView />
  return <RouterProvider router={router} />
}

/** The signed-in user's permissions (DESIGN 7) for `useCan`; none while nobody is signed in. */
function Permissions({ children }: { children: React.ReactNode }) {
  const auth = useAuth()
  return <PermissionsProvider permissions={auth.user?.permissions ?? []}>{children}</PermissionsProvider>
}

/**
 * What every page needs. The staff app's own providers (the real-time connection, tooltips) are in the staff
 * frame (routes/_auth.tsx) and the toasts in the root route (routes/__root.tsx), so that the public landing page
 * downloads none of them (issue 16).
 */
export function App({ router, queryClient, auth }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={auth}>
        <Permissions>
          <Routes router={router} />
        </Permissions>
      </AuthProvider>
    </QueryClientProvider>
  )
}
