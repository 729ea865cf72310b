import { useQuery } from '@tanstack/react-query'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { LoadError } from '@/components/load-error'
import { movementsQueryOptions } from '@/features/inventory/api'
import { MovementCards } from '@/features/inventory/components/history/movement-cards'
import { MovementKind } from '@/features/inventory/components/history/movement-kind'
import type { Medication, StockMovement } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { formatDateTime } from '@/lib/dates'

const t = es.inventory.history

const columns: DataTableColumn<StockMovement>[] = [
  { id: 'at', header: t.columns.at, cell: (m) => formatDateTime(m.at), className: 'whitespace-nowrap tabular-nums' },
  { id: 'kind', header: t.columns.kind, cell: (m) => <MovementKind kind={m.kind} /> },
  { id: 'quantity', header: t.columns.quantity, cell: (m) => m.quantity, className: 'tabular-nums' },
  { id: 'stockAfter', header: t.columns.stockAfter, cell: (m) => m.stockAfter, className: 'tabular-nums' },
  { id: 'description', header: t.columns.description, cell: (m) => m.description, className: 'break-words' },
  { id: 'actor', header: t.columns.actor, cell: (m) => m.actorName || es.common.notAvailable },
]

/** A medication's stock movements, newest first: a table in a wide dialog, a list on a phone. */
export function MovementsList({ medication }: { medication: Medication }) {
  const movements = useQuery(movementsQueryOptions(medication._id))
  if (movements.isError) {
    return <LoadError what={t.loadError} error={movements.error} onRetry={() => void movements.refetch()} />
  }
  const layout = { rows: movements.data ?? [], loading: movements.isPending, label: t.caption(medication.name) }
  return (
    <>
      <div className="hidden @min-[40rem]:block">
        <DataTable
          caption={layout.label}
          columns={columns}
          data={layout.rows}
          getRowId={(m) => m._id}
          loading={layout.loading}
          emptyMessage={t.empty}
        />
      </div>
      <div className="@min-[40rem]:hidden">
        <MovementCards {...layout} />
      </div>
    </>
  )
}
