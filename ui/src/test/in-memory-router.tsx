import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { createContext, useContext, useState } from 'react'
import type * as React from 'react'

const Shown = createContext<React.ReactNode>(null)

function Root() {
  return (
    <>
      {useContext(Shown)}
      <Outlet />
    </>
  )
}

/**
 * Renders `children` inside a router kept in memory, starting at `path`, so that links and navigation
 * work in component tests. The children stay shown whatever the address; `onRouter` hands the router
 * over, to read where a click went (router.state.location).
 */
export function InMemoryRouter({
  children,
  path = '/',
  onRouter,
}: {
  children: React.ReactNode
  path?: string
  onRouter?: (router: AnyRouter) => void
}) {
  const [router] = useState(() => {
    const created = createRouter({
      routeTree: createRootRoute({ component: Root, notFoundComponent: () => null }),
      history: createMemoryHistory({ initialEntries: [path] }),
    })
    onRouter?.(created)
    return created
  })
  return (
    <Shown value={children}>
      <RouterProvider router={router} />
    </Shown>
  )
}
