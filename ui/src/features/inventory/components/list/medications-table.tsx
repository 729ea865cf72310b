import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { ExpiryBadge } from '@/features/inventory/components/list/expiry-badge'
import type { MedicationListLayoutProps } from '@/features/inventory/components/list/list-layout'
import { MedicationSummary } from '@/features/inventory/components/list/medication-summary'
import { StockLevel } from '@/features/inventory/components/list/stock-level'
import type { Medication } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { formatEuros } from '@/lib/money'

const t = es.inventory

/** The medications as a table: medication, stock, expiry, location, category, price and actions. */
export function MedicationsTable({
  rows,
  loading,
  emptyMessage,
  renderActions,
  className,
}: MedicationListLayoutProps) {
  const columns: DataTableColumn<Medication>[] = [
    {
      id: 'medication',
      header: t.columns.medication,
      cell: (m) => <MedicationSummary medication={m} />,
      className: 'min-w-40',
    },
    { id: 'stock', header: t.columns.stock, cell: (m) => <StockLevel medication={m} /> },
    {
      id: 'expiry',
      header: t.columns.expiry,
      cell: (m) => <ExpiryBadge medication={m} />,
    },
    { id: 'location', header: t.columns.location, cell: (m) => m.location, className: 'min-w-32' },
    { id: 'category', header: t.columns.category, cell: (m) => t.categories[m.category] },
    {
      id: 'price',
      header: t.columns.price,
      cell: (m) => formatEuros(m.unitPrice),
      className: 'hidden @min-[66rem]:table-cell tabular-nums',
    },
    {
      id: 'actions',
      header: t.columns.actions,
      cell: (m) => renderActions(m, 'grid w-max grid-cols-3'),
      className: 'w-px',
    },
  ]
  return (
    <div className={className}>
      <DataTable
        caption={t.caption}
        columns={columns}
        data={rows}
        getRowId={(m) => m._id}
        loading={loading}
        emptyMessage={emptyMessage}
      />
    </div>
  )
}
