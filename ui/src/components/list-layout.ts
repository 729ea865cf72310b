import type * as React from 'react'

/** What a list's table (wide pages) and its cards (narrow pages) both receive. */
export type ListLayoutProps<T> = {
  rows: T[]
  loading: boolean
  /** A row's actions (edit, delete…), or nothing for rows the user may not change. */
  renderActions: (row: T) => React.ReactNode
  className?: string
}
