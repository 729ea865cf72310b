import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { es } from '@/i18n/es'

type FormFooterProps = {
  /** The submit button's text: "Guardar", "Actualizar", "Guardando…" while the call runs… */
  label: string
  submitting: boolean
  /** Keeps the submit button off besides while submitting (e.g. until a name is typed). */
  disabled?: boolean
  className?: string
}

/** A dialog form's Cancelar (closes the dialog) and submit buttons, both off while the call runs. */
export function FormFooter({ label, submitting, disabled = false, className }: FormFooterProps) {
  return (
    <DialogFooter className={className}>
      <DialogClose asChild>
        <Button variant="outline" disabled={submitting}>
          {es.common.cancel}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={submitting || disabled}>
        {label}
      </Button>
    </DialogFooter>
  )
}
