import type * as React from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

type CardListProps<T extends { _id: string }> = {
  rows: T[]
  loading: boolean
  /** The list's accessible name. */
  label: string
  emptyMessage: string
  /** A loading placeholder's height, as a class ("h-40"), shaped like a card. */
  skeletonClassName: string
  skeletons?: number
  /** A card's own layout classes, besides its border, background and shadow. */
  cardClassName?: string
  renderCard: (row: T) => React.ReactNode
  className?: string
}

/** A list as cards, two columns from 34rem: placeholders while it loads, and its empty message. */
export function CardList<T extends { _id: string }>({
  rows,
  loading,
  label,
  emptyMessage,
  skeletonClassName,
  skeletons = 4,
  cardClassName,
  renderCard,
  className,
}: CardListProps<T>) {
  if (loading) {
    return (
      <div aria-busy className={cn('grid gap-3 @min-[34rem]:grid-cols-2', className)}>
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} className={cn('rounded-xl', skeletonClassName)} />
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
  return (
    <ul aria-label={label} className={cn('grid gap-3 @min-[34rem]:grid-cols-2', className)}>
      {rows.map((row) => (
        <li key={row._id} className={cn('rounded-xl border bg-card shadow-sm', cardClassName)}>
          {renderCard(row)}
        </li>
      ))}
    </ul>
  )
}
