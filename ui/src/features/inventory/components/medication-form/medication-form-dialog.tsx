import { FormDialog } from '@/components/form-dialog'
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={medication ? t.editTitle : t.createTitle}
      description={t.intro}
    >
      <MedicationForm medication={medication} onSaved={() => onOpenChange(false)} />
    </FormDialog>
  )
}
