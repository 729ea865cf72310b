import { Skeleton } from '@/components/ui/skeleton'
import { MovementKind } from '@/features/inventory/components/history/movement-kind'
import type { StockMovement } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { formatDateTime } from '@/lib/dates'

const t = es.inventory.history

type MovementCardsProps = { rows: StockMovement[]; loading: boolean; label: string }

/** The movements as a list, for phones. */
export function MovementCards({ rows, loading, label }: MovementCardsProps) {
  if (loading) {
    return (
      <div aria-busy className="grid gap-2">
        <Skeleton className="h-28 rounded-lg" />
        <Skeleton className="h-28 rounded-lg" />
      </div>
    )
  }
  if (rows.length === 0) return <p className="py-6 text-center text-muted-foreground">{t.empty}</p>
  return (
    <ul aria-label={label} className="grid gap-2">
      {rows.map((m) => (
        <li key={m._id} className="grid gap-1 rounded-lg border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <MovementKind kind={m.kind} />
            <span className="text-sm text-muted-foreground tabular-nums">{formatDateTime(m.at)}</span>
          </div>
          <p className="font-semibold tabular-nums">
            {es.inventory.units(m.quantity)} · {t.stockAfter(m.stockAfter)}
          </p>
          <p className="break-words">{m.description}</p>
          <p className="text-sm text-muted-foreground">{m.actorName || es.common.notAvailable}</p>
        </li>
      ))}
    </ul>
  )
}
