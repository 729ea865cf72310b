import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCurrentUser } from '@/features/auth/auth-context'
import type { User } from '@/features/auth/schemas'
import { InventoryPage } from '@/features/inventory/components/inventory-page'
import { INVENTORY_SEARCH_DEFAULTS, inventorySearchSchema } from '@/features/inventory/list-search'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/inventory')({
  validateSearch: inventorySearchSchema,
  search: { middlewares: [stripSearchParams(INVENTORY_SEARCH_DEFAULTS)] },
  component: InventoryRoute,
})

/** The roles that change the inventory (the server's rule; social workers read it). */
const INVENTORY_EDITORS = ['administrative', 'doctor', 'nurse']

function canEditInventory(user: User) {
  return user.roles.some((role) => INVENTORY_EDITORS.includes(role.name))
}

function InventoryRoute() {
  useDocumentTitle(es.titles.inventory)
  const user = useCurrentUser()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <InventoryPage
      search={search}
      onSearchChange={(patch, options) =>
        void navigate({ search: (current) => ({ ...current, ...patch }), replace: options?.replace })
      }
      canEdit={canEditInventory(user)}
    />
  )
}
