import type * as React from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

export type ShiftTileTone = 'danger' | 'warning' | 'ok' | 'plain'

const tones: Record<ShiftTileTone, string> = {
  danger: 'border-destructive/50 bg-destructive/5 text-destructive',
  warning: 'border-warm/50 bg-warm-soft text-warm',
  ok: 'border-success/40 bg-success-soft text-success',
  plain: '',
}

/**
 * The classes of one figure of the dashboard's shift block; the figure is a link to its page, so each
 * feature wraps `ShiftTileContent` in its own typed `<Link className={shiftTileClassName(tone)}>`.
 */
export function shiftTileClassName(tone: ShiftTileTone = 'plain') {
  return cn(
    'grid min-h-24 content-between gap-1 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none',
    tones[tone],
  )
}

export function ShiftTileContent({ label, value, hint }: { label: string; value: React.ReactNode; hint?: string }) {
  return (
    <>
      <span className="text-sm font-medium">{label}</span>
      <span data-slot="shift-value" className="text-3xl leading-tight font-semibold tabular-nums">
        {value}
      </span>
      {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
    </>
  )
}

/** A tile's figure: the number, a skeleton while it loads, "No disponible" when its query failed. */
export function tileValue(value: number | undefined, failed: boolean): React.ReactNode {
  if (value !== undefined) return value
  return failed ? es.common.notAvailable : <Skeleton className="h-9 w-12" />
}
