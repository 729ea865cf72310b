import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // SPEC: any other path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
})
