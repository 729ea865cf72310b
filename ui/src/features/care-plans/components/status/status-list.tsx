import { useNavigate } from '@tanstack/react-router'
import { CardList } from '@/components/card-list'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import type { PlanStatusRow } from '@/features/care-plans/api/care-plan-status'
import { PlanStateBadge } from '@/features/care-plans/components/plan-state-badge'
import { PlanLink } from '@/features/care-plans/components/status/plan-link'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.carePlans.page

type StatusListProps = { rows: PlanStatusRow[]; loading: boolean; emptyMessage: string }

/** The residents as a table (wide pages): name (to their PAI), room, state and due date; a row opens the PAI. */
export function StatusTable({ rows, loading, emptyMessage }: StatusListProps) {
  const navigate = useNavigate()
  const columns: DataTableColumn<PlanStatusRow>[] = [
    { id: 'resident', header: t.columns.resident, cell: (row) => <PlanLink row={row} /> },
    { id: 'room', header: t.columns.room, cell: (row) => row.room || es.common.notAvailable },
    { id: 'state', header: t.columns.state, cell: (row) => <PlanStateBadge state={row.state} /> },
    { id: 'due', header: t.columns.due, cell: (row) => formatDate(row.dueDate) || es.common.notAvailable, className: 'tabular-nums' },
  ]
  return (
    <DataTable
      caption={t.listLabel}
      columns={columns}
      data={rows}
      getRowId={(row) => row.residentId}
      loading={loading}
      emptyMessage={emptyMessage}
      onRowClick={(row) => void navigate({ to: '/patients/$id/pai', params: { id: row.residentId } })}
    />
  )
}

/** The residents as cards (phones, tablets in portrait); a tap on a card opens the resident's PAI. */
export function StatusCards({ rows, loading, emptyMessage }: StatusListProps) {
  return (
    <CardList
      rows={rows.map((row) => ({ ...row, _id: row.residentId }))}
      loading={loading}
      label={t.listLabel}
      emptyMessage={emptyMessage}
      skeletonClassName="h-28"
      cardClassName="relative grid gap-2 p-4"
      renderCard={(row) => (
        <>
          <p className="flex flex-wrap items-start justify-between gap-2">
            <PlanLink row={row} stretched />
            <PlanStateBadge state={row.state} />
          </p>
          <p className="text-muted-foreground">
            {[row.room ? t.room(row.room) : null, row.dueDate ? `${t.columns.due}: ${formatDate(row.dueDate)}` : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </>
      )}
    />
  )
}
