import { CardList } from '@/components/card-list'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { Badge } from '@/components/ui/badge'
import { rowDescription, roleLabel } from '@/features/audit/logic'
import type { AuditRow } from '@/features/audit/schemas'
import { es } from '@/i18n/es'
import { formatDateTime } from '@/lib/dates'

const t = es.audit

type AuditListProps = {
  rows: AuditRow[]
  loading: boolean
  emptyMessage: string
}

function What({ row }: { row: AuditRow }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {row.outcome === 'denied' && <Badge variant="destructive">{t.denied}</Badge>}
      <span>{rowDescription(row)}</span>
    </span>
  )
}

function Actor({ row }: { row: AuditRow }) {
  const role = roleLabel(row.actor.role)
  return (
    <span className="grid">
      <span className="font-medium">{row.actor.name || t.system}</span>
      {role && <span className="text-sm text-muted-foreground">{role}</span>}
    </span>
  )
}

const columns: DataTableColumn<AuditRow>[] = [
  { id: 'at', header: t.columns.at, cell: (row) => <time dateTime={row.at}>{formatDateTime(row.at)}</time>, className: 'whitespace-nowrap' },
  { id: 'actor', header: t.columns.actor, cell: (row) => <Actor row={row} /> },
  { id: 'action', header: t.columns.action, cell: (row) => <What row={row} /> },
  { id: 'resident', header: t.columns.resident, cell: (row) => row.resident?.name || row.resident?._id || '—' },
  { id: 'ip', header: t.columns.ip, cell: (row) => row.ip || '—', className: 'hidden @min-[64rem]:table-cell' },
]

/** The log as a table (tablet and PC). */
export function AuditTable({ rows, loading, emptyMessage }: AuditListProps) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(row) => String(row._id)}
      caption={t.caption}
      emptyMessage={emptyMessage}
      loading={loading}
    />
  )
}

/** The log as cards (phones). */
export function AuditCards({ rows, loading, emptyMessage }: AuditListProps) {
  return (
    <CardList
      rows={rows.map((row) => ({ ...row, _id: String(row._id), row }))}
      loading={loading}
      label={t.caption}
      emptyMessage={emptyMessage}
      skeletonClassName="h-28"
      cardClassName="grid gap-1 p-4"
      renderCard={({ row }) => (
        <article aria-label={`${formatDateTime(row.at)} · ${row.actor.name || t.system}`} className="grid gap-1">
          <time dateTime={row.at} className="text-sm text-muted-foreground">
            {formatDateTime(row.at)}
          </time>
          <Actor row={row} />
          <What row={row} />
          {row.resident && (
            <p className="text-sm">
              <span className="text-muted-foreground">{t.columns.resident}: </span>
              {row.resident.name || row.resident._id}
            </p>
          )}
        </article>
      )}
    />
  )
}
