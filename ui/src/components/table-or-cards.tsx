import type * as React from 'react'
import { cn } from '@/lib/utils'

type TableOrCardsProps = {
  /** The list is being fetched again (aria-busy). */
  busy?: boolean
  table: React.ReactNode
  cards: React.ReactNode
  /** What follows the list in either form (pagination, a bar). */
  children?: React.ReactNode
  className?: string
}

/** A list as a table when its container is 48rem or wider, and as cards below that (phones, narrow tablets). */
export function TableOrCards({ busy, table, cards, children, className }: TableOrCardsProps) {
  return (
    <div aria-busy={busy || undefined} className={cn('grid', className)}>
      <div className="hidden @min-[48rem]:block">{table}</div>
      <div className="@min-[48rem]:hidden">{cards}</div>
      {children}
    </div>
  )
}
