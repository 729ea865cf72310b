import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type * as React from 'react'
import { cn } from '@/lib/utils'

type SummaryCardProps = {
  title: string
  /** The tab with the whole list, and the link's text ("Ver todos los incidentes"). */
  more?: { residentId: string; tab: string; label: string }
  className?: string
  children: React.ReactNode
}

/** One block of the summary: a titled card, with a link to the tab that holds everything. */
export function SummaryCard({ title, more, className, children }: SummaryCardProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn('grid content-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5', className)}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      {more && (
        <Link
          to="/patients/$id/$tab"
          params={{ id: more.residentId, tab: more.tab }}
          className="inline-flex min-h-11 items-center justify-self-start font-medium text-primary underline-offset-4 hover:underline"
        >
          {more.label}
        </Link>
      )}
    </section>
  )
}

/** A block's quiet line: nothing yet, or could not load. */
export function SummaryNote({ children, error }: { children: React.ReactNode; error?: boolean }) {
  return <p className={error ? 'text-destructive' : 'text-muted-foreground'}>{children}</p>
}
