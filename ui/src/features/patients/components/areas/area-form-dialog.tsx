import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { AreaForm } from '@/features/patients/components/areas/area-form'
import type { Area } from '@/features/patients/schemas'
import { es } from '@/i18n/es'

type AreaFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The area to edit, or null for "Nueva Área / Sala". */
  area: Area | null
}

/** The area modal: "Nueva Área / Sala" or "Editar Área". */
export function AreaFormDialog({ open, onOpenChange, area }: AreaFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{area ? es.areas.editTitle : es.areas.createTitle}</DialogTitle>
          <DialogDescription>{es.areas.intro}</DialogDescription>
        </DialogHeader>
        {/* The content unmounts when closed, so each opening starts a fresh form. */}
        <AreaForm area={area} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}
