import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { MovementsList } from '@/features/inventory/components/history/movements-list'
import type { Medication } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'

const t = es.inventory.history

type MovementsDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  medication: Medication
}

/** The stock history of one medication (loaded when the dialog opens). */
export function MovementsDialog({ open, onOpenChange, medication }: MovementsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="@container sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description(medication.name)}</DialogDescription>
        </DialogHeader>
        <MovementsList medication={medication} />
      </DialogContent>
    </Dialog>
  )
}
