import { FormDialog } from '@/components/form-dialog'
import { AreaForm } from '@/features/patients/components/areas/area-form'
import { es } from '@/i18n/es'
import type { Area } from '@/lib/areas'

type AreaFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The area to edit, or null for "Nueva Área / Sala". */
  area: Area | null
}

/** The area modal: "Nueva Área / Sala" or "Editar Área". */
export function AreaFormDialog({ open, onOpenChange, area }: AreaFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={area ? es.areas.editTitle : es.areas.createTitle}
      description={es.areas.intro}
      className="sm:max-w-lg"
    >
      <AreaForm area={area} onSaved={() => onOpenChange(false)} />
    </FormDialog>
  )
}
