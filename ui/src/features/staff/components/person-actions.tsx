import { KeyRoundIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TooltipIconButton } from '@/components/tooltip-icon-button'
import { es } from '@/i18n/es'

const t = es.staff.actions

type PersonActionsProps = {
  name: string
  /** The signed-in user's own row: no reset (that is done in Perfil) and no delete (the server refuses both). */
  self: boolean
  /** "¿Eliminar este personal?" or "¿Eliminar este trabajador social?". */
  deleteTitle: string
  onEdit: () => void
  /** Both reject when the call failed (already reported), so their confirmation stays open. */
  onResetPassword: () => Promise<void>
  onDelete: () => Promise<void>
}

/** A person's row actions: edit, reset the password (after a confirmation) and delete (after another). */
export function PersonActions({ name, self, deleteTitle, onEdit, onResetPassword, onDelete }: PersonActionsProps) {
  return (
    <div className="flex items-center gap-1">
      <TooltipIconButton label={t.edit(name)} tooltip={t.editShort} onClick={onEdit}>
        <PencilIcon aria-hidden />
      </TooltipIconButton>
      {!self && (
        <>
          <ConfirmDialog
            title={es.staff.reset.confirmTitle}
            description={es.staff.reset.confirmText(name)}
            confirmLabel={es.staff.reset.confirm}
            onConfirm={onResetPassword}
            trigger={
              <TooltipIconButton label={t.resetPassword(name)} tooltip={t.resetPasswordShort}>
                <KeyRoundIcon aria-hidden />
              </TooltipIconButton>
            }
          />
          <ConfirmDialog
            title={deleteTitle}
            description={es.staff.deleteText(name)}
            confirmLabel={t.deleteConfirm}
            destructive
            onConfirm={onDelete}
            trigger={
              <TooltipIconButton
                label={t.delete(name)}
                tooltip={t.deleteShort}
                className="text-destructive hover:text-destructive"
              >
                <Trash2Icon aria-hidden />
              </TooltipIconButton>
            }
          />
        </>
      )}
    </div>
  )
}
