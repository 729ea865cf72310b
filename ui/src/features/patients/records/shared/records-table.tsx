import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import type { RecordListLayoutProps } from '@/features/patients/records/shared/record-columns'
import { es } from '@/i18n/es'

/** The records as a table, with the row actions in the last column, which stays in view when the table scrolls. */
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
      // A wide table scrolls sideways; its actions stay in view at the right edge (tablets).
      className: 'sticky right-0 w-px bg-card shadow-[inset_1px_0_0_var(--color-border)]',
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
