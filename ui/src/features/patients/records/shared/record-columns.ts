import type * as React from 'react'

/**
 * One column of a records list. The table shows `header` over `cell`; the phone cards show the first
 * column as the card's title and the rest as "header: value" lines.
 */
export type RecordColumn<T> = {
  id: string
  header: string
  cell: (row: T) => React.ReactNode
  /** Classes of the table's column, e.g. 'hidden @min-[56rem]:table-cell' (the cards show every column). */
  className?: string
}

/** What the table (wide panels) and the cards (phones, narrow tablets) both show. */
export type RecordListLayoutProps<T> = {
  rows: T[]
  columns: RecordColumn<T>[]
  getRowId: (row: T) => string
  loading: boolean
  caption: string
  emptyMessage: string
  renderActions: (row: T) => React.ReactNode
  className?: string
}
