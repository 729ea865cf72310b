import { FormDialog } from '@/components/form-dialog'
import { StockForm } from '@/features/inventory/components/stock/stock-form'
import type { Medication, StockKind } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'

const t = es.inventory

type StockDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  kind: StockKind
  medication: Medication
}

/** Agregar Stock / Retirar Stock, with the stock there is now. */
export function StockDialog({ open, onOpenChange, kind, medication }: StockDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={kind === 'add' ? t.stockForm.addTitle : t.stockForm.removeTitle}
      description={t.stockForm.current(medication.name, t.units(medication.stock))}
      className="sm:max-w-lg"
    >
      <StockForm kind={kind} medication={medication} onSaved={() => onOpenChange(false)} />
    </FormDialog>
  )
}
