import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { es } from '@/i18n/es'

export type PaginationState = {
  /** 1-based current page. */
  page: number
  totalPages: number
  onPageChange: (page: number) => void
}

/** Anterior / Siguiente with "Página X de Y". */
export function DataTablePagination({ page, totalPages, onPageChange }: PaginationState) {
  const pages = Math.max(1, totalPages)
  const current = Math.min(Math.max(1, page), pages)
  return (
    <nav aria-label={es.table.pagination} className="flex items-center justify-between gap-3 pt-4">
      <Button variant="outline" onClick={() => onPageChange(current - 1)} disabled={current <= 1}>
        <ChevronLeftIcon aria-hidden />
        {es.table.previous}
      </Button>
      <p aria-live="polite" className="text-muted-foreground">
        {es.table.page(current, pages)}
      </p>
      <Button variant="outline" onClick={() => onPageChange(current + 1)} disabled={current >= pages}>
        {es.table.next}
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  )
}
