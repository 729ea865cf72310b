import { useId } from 'react'
import type * as React from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

type StatCardProps = {
  label: string
  /** The figure; undefined while it loads, null when it could not be loaded. */
  value: number | null | undefined
  icon: React.ReactNode
  /** A link to the page behind the figure. */
  action?: React.ReactNode
  className?: string
}

/** One of the dashboard's counters: an icon, a big figure and what it counts. */
export function StatCard({ label, value, icon, action, className }: StatCardProps) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-card p-5 shadow-sm', className)}
    >
      <span className="grid size-14 shrink-0 place-items-center rounded-full bg-accent text-primary [&_svg]:size-7">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={id} className="text-muted-foreground">
          {label}
        </h2>
        {value === undefined ? (
          <Skeleton className="mt-1 h-9 w-16" />
        ) : (
          <p data-slot="stat-value" className="text-4xl leading-tight font-semibold tabular-nums">
            {value ?? es.common.notAvailable}
          </p>
        )}
      </div>
      {action && <div className="ml-auto">{action}</div>}
    </section>
  )
}
