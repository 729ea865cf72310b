import { SearchBox } from '@/components/search-box'
import { CategoryFilter } from '@/features/inventory/components/list/category-filter'
import { StatusChip } from '@/features/inventory/components/list/status-chip'
import type { InventorySearch, InventorySearchChange } from '@/features/inventory/list-search'
import { es } from '@/i18n/es'

type InventoryFiltersProps = { search: InventorySearch; onSearchChange: InventorySearchChange }

/** Category buttons, name search and the status chip; each change goes back to the first page. */
export function InventoryFilters({ search, onSearchChange }: InventoryFiltersProps) {
  return (
    <div className="grid gap-4">
      <CategoryFilter value={search.category} onChange={(category) => onSearchChange({ category, page: 1 })} />
      <div className="flex flex-col gap-3 @min-[40rem]:flex-row @min-[40rem]:items-end">
        <div className="@min-[40rem]:max-w-md @min-[40rem]:flex-1">
          <SearchBox
            label={es.inventory.search.label}
            showLabel
            placeholder={es.inventory.search.placeholder}
            value={search.q}
            onChange={(q) => onSearchChange({ q, page: 1 }, { replace: true })}
          />
        </div>
        {search.status && (
          <StatusChip status={search.status} onRemove={() => onSearchChange({ status: undefined, page: 1 })} />
        )}
      </div>
    </div>
  )
}
