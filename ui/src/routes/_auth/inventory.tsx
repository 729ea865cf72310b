import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { InventoryPage } from '@/features/inventory/components/inventory-page'
import { INVENTORY_SEARCH_DEFAULTS, inventorySearchSchema } from '@/features/inventory/list-search'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/inventory')({
  validateSearch: inventorySearchSchema,
  search: { middlewares: [stripSearchParams(INVENTORY_SEARCH_DEFAULTS)] },
  component: InventoryRoute,
})

function InventoryRoute() {
  useDocumentTitle(es.titles.inventory)
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <InventoryPage
      search={search}
      onSearchChange={(patch, options) =>
        void navigate({ search: (current) => ({ ...current, ...patch }), replace: options?.replace })
      }
    />
  )
}
