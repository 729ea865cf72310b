import { Trash2Icon } from 'lucide-react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TooltipIconButton } from '@/components/tooltip-icon-button'

type ConfirmDeleteButtonProps = {
  /** The button's name for screen readers ("Eliminar el medicamento Ibuprofeno"). */
  label: string
  /** The tooltip ("Eliminar"). */
  tooltip: string
  /** The confirmation's question, text and confirm button. */
  title: string
  description: string
  confirmLabel: string
  /** Deletes; a rejected promise keeps the confirmation open (the caller reports the error). */
  onConfirm: () => Promise<unknown>
}

/** A row's red delete icon, which deletes only after the SPEC's destructive confirmation. */
export function ConfirmDeleteButton({
  label,
  tooltip,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ConfirmDeleteButtonProps) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      onConfirm={onConfirm}
      trigger={
        <TooltipIconButton label={label} tooltip={tooltip} className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden />
        </TooltipIconButton>
      }
    />
  )
}
