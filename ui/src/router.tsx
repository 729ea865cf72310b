import { createRouter } from '@tanstack/react-router'
import { ErrorScreen } from '@/components/error-screen'
import type { RouterContext } from '@/router-context'
import { routeTree } from '@/routeTree.gen'

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ({ error }) => <ErrorScreen error={error} />,
    notFoundMode: 'root',
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
