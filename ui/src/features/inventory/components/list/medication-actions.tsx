import { CircleMinusIcon, CirclePlusIcon, HistoryIcon, PencilIcon } from 'lucide-react'
import { ConfirmDeleteButton } from '@/components/confirm-delete-button'
import { TooltipIconButton } from '@/components/tooltip-icon-button'
import type { Medication } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.inventory.actions
const c = es.inventory.confirmDelete

export type MedicationRowHandlers = {
  /** inventory.move: add and remove stock (the server checks again). */
  canMove: boolean
  /** inventory.manage: edit and delete. */
  canManage: boolean
  onAddStock: (medication: Medication) => void
  onRemoveStock: (medication: Medication) => void
  onHistory: (medication: Medication) => void
  onEdit: (medication: Medication) => void
  /** Deletes; rejects when it failed (the error is already reported), so the confirmation stays open. */
  onDelete: (medication: Medication) => Promise<void>
}

type MedicationActionsProps = MedicationRowHandlers & {
  medication: Medication
  /** How the buttons are laid out: a row on cards, a block of three columns in the table. */
  className?: string
}

/** A medication's actions: add and remove stock, history, edit and delete (after confirming). */
export function MedicationActions({
  medication,
  canMove,
  canManage,
  onAddStock,
  onRemoveStock,
  onHistory,
  onEdit,
  onDelete,
  className,
}: MedicationActionsProps) {
  const { name } = medication
  return (
    <div className={cn('flex flex-wrap items-center gap-1', className)}>
      {canMove && (
        <>
          <TooltipIconButton label={t.addStock(name)} tooltip={t.addStockShort} onClick={() => onAddStock(medication)}>
            <CirclePlusIcon aria-hidden />
          </TooltipIconButton>
          <TooltipIconButton
            label={t.removeStock(name)}
            tooltip={t.removeStockShort}
            disabled={medication.stock <= 0}
            onClick={() => onRemoveStock(medication)}
          >
            <CircleMinusIcon aria-hidden />
          </TooltipIconButton>
        </>
      )}
      <TooltipIconButton label={t.history(name)} tooltip={t.historyShort} onClick={() => onHistory(medication)}>
        <HistoryIcon aria-hidden />
      </TooltipIconButton>
      {canManage && (
        <>
          <TooltipIconButton label={t.edit(name)} tooltip={t.editShort} onClick={() => onEdit(medication)}>
            <PencilIcon aria-hidden />
          </TooltipIconButton>
          <ConfirmDeleteButton
            label={t.delete(name)}
            tooltip={t.deleteShort}
            title={c.title}
            description={c.description(name)}
            confirmLabel={c.confirm}
            onConfirm={() => onDelete(medication)}
          />
        </>
      )}
    </div>
  )
}
