import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type * as React from 'react'
import { LoadingView } from '@/components/loading-view'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { AuthProvider, useAuth } from '@/features/auth/auth-context'
import type { AuthStore } from '@/features/auth/auth-store'
import { can, PermissionsProvider } from '@/lib/permissions'
import { RealtimeProvider } from '@/lib/realtime/realtime-context'
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

/** SPEC 4: the real-time connection is open while a staff member is signed in, closed otherwise. */
function Realtime({ children }: { children: React.ReactNode }) {
  const auth = useAuth()
  const userId = can(auth.user, 'staff.area') ? auth.user?._id ?? null : null
  return <RealtimeProvider userId={userId}>{children}</RealtimeProvider>
}

/** The signed-in user's permissions (DESIGN 7) for `useCan`; none while nobody is signed in. */
function Permissions({ children }: { children: React.ReactNode }) {
  const auth = useAuth()
  return <PermissionsProvider permissions={auth.user?.permissions ?? []}>{children}</PermissionsProvider>
}

export function App({ router, queryClient, auth }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={auth}>
        <Permissions>
          <Realtime>
            <TooltipProvider>
              <Routes router={router} />
              <Toaster />
            </TooltipProvider>
          </Realtime>
        </Permissions>
      </AuthProvider>
    </QueryClientProvider>
  )
}
