import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.records.common

type RecordFormFooterProps = {
  /** Editing a saved record: "Actualizar" instead of "Guardar". */
  editing: boolean
  submitting: boolean
  className?: string
}

/** Cancelar and Guardar / Actualizar ("Guardando…" / "Actualizando…" while the call runs). */
export function RecordFormFooter({ editing, submitting, className }: RecordFormFooterProps) {
  const label = editing ? (submitting ? t.updating : t.update) : submitting ? t.saving : t.save
  return (
    <DialogFooter className={cn(className)}>
      <DialogClose asChild>
        <Button variant="outline" disabled={submitting}>
          {es.common.cancel}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={submitting}>
        {label}
      </Button>
    </DialogFooter>
  )
}
