import type * as React from 'react'
import { DataTablePagination, type PaginationState } from '@/components/data-table/data-table-pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

export type DataTableColumn<T> = {
  id: string
  header: React.ReactNode
  cell: (row: T) => React.ReactNode
  /** Classes for the column's header and cells, e.g. 'hidden md:table-cell' to hide it on phones. */
  className?: string
  /** For a sortable column: how the rows are sorted by it now (announced as the header's aria-sort). */
  sort?: 'ascending' | 'descending' | 'none'
}

type DataTableProps<T> = {
  columns: DataTableColumn<T>[]
  data: T[]
  getRowId: (row: T) => string
  /** Accessible name of the table (visually hidden). */
  caption: string
  emptyMessage?: string
  /** Shows placeholder rows instead of the data. */
  loading?: boolean
  pagination?: PaginationState
  /**
   * Opens a row (e.g. the resident's page) when it is clicked outside its links, buttons and fields. The row
   * must also hold a real link to the same place, for the keyboard and screen readers.
   */
  onRowClick?: (row: T) => void
}

/** A click that landed on the row itself, not on one of its controls nor in a dialog opened from it. */
function isPlainRowClick(event: React.MouseEvent<HTMLTableRowElement>) {
  const target = event.target as Element
  if (!event.currentTarget.contains(target)) return false
  if (target.closest('a, button, input, select, textarea, label, [role="combobox"], [role="checkbox"]')) return false
  return !window.getSelection()?.toString()
}

const LOADING_ROWS = 5

/** A table with an empty state, loading rows and optional Anterior / Siguiente pagination. */
export function DataTable<T>({
  columns,
  data,
  getRowId,
  caption,
  emptyMessage = es.table.empty,
  loading = false,
  pagination,
  onRowClick,
}: DataTableProps<T>) {
  return (
    <div>
      <div className="overflow-hidden rounded-lg border bg-card">
        <Table aria-busy={loading || undefined}>
          <TableCaption className="sr-only">{caption}</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => (
                <TableHead key={column.id} className={column.className} aria-sort={column.sort}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading ? (
              Array.from({ length: LOADING_ROWS }, (_, index) => (
                <TableRow key={index}>
                  {columns.map((column) => (
                    <TableCell key={column.id} className={column.className}>
                      <Skeleton className="h-5 w-full max-w-40" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : data.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
                  {emptyMessage}
                </TableCell>
              </TableRow>
            ) : (
              data.map((row) => (
                <TableRow
                  key={getRowId(row)}
                  className={cn(onRowClick && 'cursor-pointer')}
                  onClick={onRowClick && ((event) => isPlainRowClick(event) && onRowClick(row))}
                >
                  {columns.map((column) => (
                    <TableCell key={column.id} className={cn(column.className)}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      {pagination && <DataTablePagination {...pagination} />}
    </div>
  )
}
