import { useState } from 'react'
import type * as React from 'react'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { PermissionsProvider } from '@/lib/permissions'
import { PERMISSIONS } from '@/test/permissions'

type SearchPageHarnessProps<S> = {
  /** The route's search schema: reads `initial` as the route would read the URL. */
  schema: { parse: (value: unknown) => S }
  initial?: Partial<S>
  permissions?: readonly string[]
  /** The page, given the search and the change that merges a patch into it. */
  page: (search: S, onSearchChange: (patch: Partial<S>) => void) => React.ReactNode
}

/** A list page with its URL state kept in memory, as the route keeps it in the URL; with tooltips and toasts. */
export function SearchPageHarness<S>({
  schema,
  initial = {},
  permissions = PERMISSIONS.administrative,
  page,
}: SearchPageHarnessProps<S>) {
  const [search, setSearch] = useState(() => schema.parse(initial))
  return (
    <PermissionsProvider permissions={permissions}>
      <TooltipProvider>
        {page(search, (patch) => setSearch((current) => ({ ...current, ...patch })))}
        <Toaster />
      </TooltipProvider>
    </PermissionsProvider>
  )
}
