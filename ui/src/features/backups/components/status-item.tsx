import type * as React from 'react'
import { cn } from '@/lib/utils'

/** One figure of a status card on /admin (last copy, size, lag...); `bad` paints it as a problem. */
export function StatusItem({ label, bad, children }: { label: string; bad?: boolean; children: React.ReactNode }) {
  return (
    <div className={cn('grid gap-0.5 rounded-lg border px-3 py-2', bad && 'border-destructive/50 bg-destructive/10 text-destructive')}>
      <dt className={cn('text-sm', !bad && 'text-muted-foreground')}>{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  )
}
