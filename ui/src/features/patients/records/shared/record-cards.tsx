import { Skeleton } from '@/components/ui/skeleton'
import type { RecordListLayoutProps } from '@/features/patients/records/shared/record-columns'
import { cn } from '@/lib/utils'

const LOADING_CARDS = 3

/** The records as cards, for phones and narrow tablets: the first column is the title, actions beside it. */
export function RecordCards<T>({
  rows,
  columns,
  getRowId,
  loading,
  caption,
  emptyMessage,
  renderActions,
  className,
}: RecordListLayoutProps<T>) {
  if (loading) {
    return (
      <div aria-busy className={cn('grid gap-3', className)}>
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
    )
  }
  if (rows.length === 0) {
    return (
      <p className={cn('rounded-xl border bg-card px-4 py-10 text-center text-muted-foreground', className)}>
        {emptyMessage}
      </p>
    )
  }
  const [first, ...rest] = columns
  return (
    <ul aria-label={caption} className={cn('grid gap-3', className)}>
      {rows.map((row) => (
        <li key={getRowId(row)} className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 pt-2 font-semibold tabular-nums">{first.cell(row)}</p>
            {renderActions(row)}
          </div>
          <dl className="grid gap-1.5">
            {rest.map((column) => (
              <div key={column.id} className="grid grid-cols-[minmax(0,7rem)_1fr] gap-2">
                <dt className="text-muted-foreground">{column.header}</dt>
                <dd className="min-w-0">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}
