import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import type { RecordListLayoutProps } from '@/features/patients/records/shared/record-columns'
import { es } from '@/i18n/es'

/** The records as a table, with the row actions in the last column. */
export function RecordsTable<T>({
  rows,
  columns,
  getRowId,
  loading,
  caption,
  emptyMessage,
  renderActions,
  className,
}: RecordListLayoutProps<T>) {
  const tableColumns: DataTableColumn<T>[] = [
    ...columns,
    {
      id: 'actions',
      header: <span className="sr-only">{es.records.common.actionsColumn}</span>,
      cell: renderActions,
      className: 'w-px',
    },
  ]
  return (
    <div className={className}>
      <DataTable
        caption={caption}
        columns={tableColumns}
        data={rows}
        getRowId={getRowId}
        loading={loading}
        emptyMessage={emptyMessage}
      />
    </div>
  )
}
