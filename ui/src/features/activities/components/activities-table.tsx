import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import type { ListLayoutProps } from '@/components/list-layout'
import type { Activity } from '@/features/activities/schemas'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.activities

const when = (date: string, time: string) => t.dateTime(formatDate(date), formatTime(time))

/** The activities as a table: what, where, start, end, who created it, and actions. */
export function ActivitiesTable({ rows, loading, renderActions, className }: ListLayoutProps<Activity>) {
  const columns: DataTableColumn<Activity>[] = [
    {
      id: 'activity',
      header: t.columns.activity,
      cell: (a) => (
        <div className="grid max-w-md gap-0.5">
          <span className="font-medium break-words">{a.title}</span>
          <span className="line-clamp-2 text-muted-foreground">{a.description}</span>
        </div>
      ),
    },
    { id: 'location', header: t.columns.location, cell: (a) => a.location },
    { id: 'start', header: t.columns.start, cell: (a) => when(a.startDate, a.startTime), className: 'whitespace-nowrap tabular-nums' },
    { id: 'end', header: t.columns.end, cell: (a) => when(a.endDate, a.endTime), className: 'whitespace-nowrap tabular-nums' },
    {
      id: 'createdBy',
      header: t.columns.createdBy,
      cell: (a) => a.createdByName || es.common.notAvailable,
      className: 'hidden @min-[64rem]:table-cell',
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t.columns.actions}</span>,
      cell: renderActions,
      className: 'w-px',
    },
  ]
  return (
    <div className={className}>
      <DataTable
        caption={t.caption}
        columns={columns}
        data={rows}
        getRowId={(a) => a._id}
        loading={loading}
        emptyMessage={t.empty}
      />
    </div>
  )
}
