import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { type SortKey, type Sorting } from '@/features/patients/components/list/sorting'

type SortButtonProps = {
  column: SortKey
  label: string
  sorting: Sorting
  onSort: (column: SortKey) => void
}

/** A sortable column's header; the header cell's aria-sort says how it sorts now. */
export function SortButton({ column, label, sorting, onSort }: SortButtonProps) {
  const Icon = sorting.sort !== column ? ArrowUpDownIcon : sorting.order === 'asc' ? ArrowUpIcon : ArrowDownIcon
  return (
    <Button variant="ghost" size="sm" className="-ml-3 text-base font-semibold" onClick={() => onSort(column)}>
      {label}
      <Icon className="size-4 text-muted-foreground" aria-hidden />
    </Button>
  )
}
