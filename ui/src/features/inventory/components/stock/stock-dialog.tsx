import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{kind === 'add' ? t.stockForm.addTitle : t.stockForm.removeTitle}</DialogTitle>
          <DialogDescription>{t.stockForm.current(medication.name, t.units(medication.stock))}</DialogDescription>
        </DialogHeader>
        <StockForm kind={kind} medication={medication} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}
