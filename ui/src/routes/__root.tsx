import { createRootRouteWithContext, Navigate, Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { getToken } from '@/lib/session'
import type { RouterContext } from '@/router-context'

// The toasts (sonner) load with the first page that can show one: every page but the public landing page, which
// shows none. A tab opened with a stored session gets them from the start: restoring that session may fail with a
// toast while the landing page is on screen. (Read when this module is evaluated, before main.tsx restores it.)
const Toaster = lazy(() => import('@/components/ui/sonner').then((module) => ({ default: module.Toaster })))
const openedWithSession = typeof localStorage !== 'undefined' && getToken() !== null

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // SPEC: any other path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
})

function RootLayout() {
  const onLanding = useRouterState({ select: (state) => state.location.pathname === '/' })
  // Once shown, the toasts stay (going back to the landing page does not take away a toast on screen).
  const [toasts, setToasts] = useState(openedWithSession)
  if (!toasts && !onLanding) setToasts(true)
  return (
    <>
      <Outlet />
      {(toasts || !onLanding) && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  )
}
