import { useQuery } from '@tanstack/react-query'
import { PlusIcon } from 'lucide-react'
import { useCallback } from 'react'
import { ErrorBanner } from '@/components/error-banner'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { TableOrCards } from '@/components/table-or-cards'
import { Button } from '@/components/ui/button'
import { medicationsQueryOptions } from '@/features/inventory/api'
import { InventoryDialogs, useInventoryDialogs } from '@/features/inventory/components/inventory-dialogs'
import { InventoryFilters } from '@/features/inventory/components/list/inventory-filters'
import { InventoryPagination } from '@/features/inventory/components/list/inventory-pagination'
import { MedicationActions } from '@/features/inventory/components/list/medication-actions'
import { MedicationCards } from '@/features/inventory/components/list/medication-cards'
import { MedicationsTable } from '@/features/inventory/components/list/medications-table'
import { useDeleteMedicationAction } from '@/features/inventory/components/list/use-delete-medication'
import { filterMedications, paginate } from '@/features/inventory/filters'
import type { InventorySearch, InventorySearchChange } from '@/features/inventory/list-search'
import type { Medication } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'
import { useCan } from '@/lib/permissions'
import { useTimedMessage } from '@/lib/use-timed-message'

const t = es.inventory

type InventoryPageProps = {
  search: InventorySearch
  onSearchChange: InventorySearchChange
}

/**
 * Inventario de Medicamentos: filters, the list in pages of 5, and the medication and stock dialogs.
 * Stock in and out needs inventory.move; creating, editing and deleting medications inventory.manage.
 */
export function InventoryPage({ search, onSearchChange }: InventoryPageProps) {
  const may = useCan()
  const canManage = may('inventory.manage')
  const list = useQuery(medicationsQueryOptions())
  const banner = useTimedMessage()
  const report = useCallback(
    (error: unknown) => {
      const message = notifyError(error, t.errorTitle)
      if (message) banner.show(message)
    },
    [banner.show],
  )
  const deleteMedication = useDeleteMedicationAction(report)
  const dialogs = useInventoryDialogs()

  const medications = list.data ?? []
  const shown = paginate(filterMedications(medications, search), search.page)
  const layout = {
    rows: shown.rows,
    loading: list.isPending,
    emptyMessage: medications.length === 0 ? t.empty.none : t.empty.filtered,
    renderActions: (medication: Medication, className?: string) => (
      <MedicationActions
        medication={medication}
        className={className}
        canMove={may('inventory.move')}
        canManage={canManage}
        onAddStock={dialogs.openAddStock}
        onRemoveStock={dialogs.openRemoveStock}
        onHistory={dialogs.openHistory}
        onEdit={dialogs.openEdit}
        onDelete={deleteMedication}
      />
    ),
  }

  return (
    <div className="@container grid gap-6">
      <PageHeader
        title={es.pages.inventory.title}
        description={t.description}
        actions={
          canManage && (
            <Button onClick={dialogs.openCreate}>
              <PlusIcon aria-hidden />
              {t.newMedication}
            </Button>
          )
        }
      />
      <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        <InventoryFilters search={search} onSearchChange={onSearchChange} />
      </div>
      <ErrorBanner message={banner.message} />
      {list.isError ? (
        <LoadError what={t.loadError} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <TableOrCards table={<MedicationsTable {...layout} />} cards={<MedicationCards {...layout} />}>
          {shown.total > 0 && <InventoryPagination {...shown} onPageChange={(page) => onSearchChange({ page })} />}
        </TableOrCards>
      )}
      <InventoryDialogs dialogs={dialogs} medications={medications} />
    </div>
  )
}
