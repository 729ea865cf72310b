import { Suspense } from 'react'
import type * as React from 'react'
import { Skeleton } from '@/components/ui/skeleton'

/** A chart, loaded with the charting library when first shown, and its caption (the text alternative). */
export function ChartFigure({
  caption,
  children,
  height = 'h-48 sm:h-56',
}: {
  caption: string
  children: React.ReactNode
  height?: string
}) {
  return (
    <figure className="grid min-w-0 gap-2">
      <Suspense fallback={<Skeleton className={`${height} w-full`} />}>{children}</Suspense>
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  )
}
