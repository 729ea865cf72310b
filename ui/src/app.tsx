import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { LoadingView } from '@/components/loading-view'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { AuthProvider, useAuth } from '@/features/auth/auth-context'
import type { AuthStore } from '@/features/auth/auth-store'
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

export function App({ router, queryClient, auth }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={auth}>
        <TooltipProvider>
          <Routes router={router} />
          <Toaster />
        </TooltipProvider>
      </AuthProvider>
    </QueryClientProvider>
  )
}
