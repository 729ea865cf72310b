import type * as React from 'react'

type TableOrCardsProps = {
  /** The list is being fetched again (aria-busy). */
  busy?: boolean
  table: React.ReactNode
  cards: React.ReactNode
}

/** A list as a table when its container is 48rem or wider, and as cards below that (phones, narrow tablets). */
export function TableOrCards({ busy, table, cards }: TableOrCardsProps) {
  return (
    <div aria-busy={busy || undefined} className="grid">
      <div className="hidden @min-[48rem]:block">{table}</div>
      <div className="@min-[48rem]:hidden">{cards}</div>
    </div>
  )
}
