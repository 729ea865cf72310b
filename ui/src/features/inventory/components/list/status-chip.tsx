import { ListFilterIcon, XIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { StockStatus } from '@/features/inventory/list-search'
import { es } from '@/i18n/es'

const t = es.inventory.status

/** The active status filter (from a dashboard link), as a chip that removes it. */
export function StatusChip({ status, onRemove }: { status: StockStatus; onRemove: () => void }) {
  const label = t[status]
  return (
    <div className="flex w-fit items-center gap-2 rounded-full border border-primary/40 bg-accent py-1 pr-1 pl-3 font-medium text-accent-foreground">
      <ListFilterIcon className="size-4" aria-hidden />
      <span>{label}</span>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t.remove(label)}
        className="rounded-full hover:bg-primary/10"
        onClick={onRemove}
      >
        <XIcon aria-hidden />
      </Button>
    </div>
  )
}
