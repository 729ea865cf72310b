import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { MedicationForm } from '@/features/inventory/components/medication-form/medication-form'
import type { Medication } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'

const t = es.inventory.form

type MedicationFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The medication to edit, or null for "Nuevo Medicamento". */
  medication: Medication | null
}

/** Nuevo Medicamento / Editar Medicamento. */
export function MedicationFormDialog({ open, onOpenChange, medication }: MedicationFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{medication ? t.editTitle : t.createTitle}</DialogTitle>
          <DialogDescription>{t.intro}</DialogDescription>
        </DialogHeader>
        {/* The content unmounts when closed, so each opening starts a fresh form. */}
        <MedicationForm medication={medication} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}
