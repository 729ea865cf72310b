import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { InventoryPage } from '@/features/inventory/filters'
import { es } from '@/i18n/es'

type InventoryPaginationProps = Omit<InventoryPage<unknown>, 'rows'> & { onPageChange: (page: number) => void }

/** "Mostrando X a Y de Z medicamentos" with Anterior / Siguiente. */
export function InventoryPagination({ page, totalPages, from, to, total, onPageChange }: InventoryPaginationProps) {
  return (
    <nav
      aria-label={es.table.pagination}
      className="flex flex-col gap-3 pt-4 @min-[34rem]:flex-row @min-[34rem]:items-center @min-[34rem]:justify-between"
    >
      <p aria-live="polite" className="text-muted-foreground">
        {es.inventory.showing(from, to, total)}
      </p>
      <div className="flex justify-between gap-2">
        <Button variant="outline" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeftIcon aria-hidden />
          {es.table.previous}
        </Button>
        <Button variant="outline" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
          {es.table.next}
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </nav>
  )
}
