import { toast } from 'sonner'
import { useVoidAdministration } from '@/features/mar/api'
import type { Administration } from '@/features/mar/schemas'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'

const t = es.medicationRound

/** How long the toast of a dose just recorded offers «Deshacer» (the server takes the undo a little longer). */
export const UNDO_MS = 10_000

/**
 * The toast after «Administrada» or «Retener»: it offers «Deshacer» for 10 seconds, which voids the record
 * (without a reason: the server keeps «Deshecho al momento»), gives the stock back, and the slot is due again.
 */
export function useUndoToast() {
  const voidDose = useVoidAdministration()
  return (title: string, description: string, administration: Administration) => {
    toast.success(title, {
      description,
      duration: UNDO_MS,
      action: {
        label: t.toasts.undo,
        onClick: () => {
          voidDose
            .mutateAsync({ id: administration._id, reason: '' })
            .then(() => toast.success(t.toasts.undone, { description }))
            .catch((error: unknown) => notifyError(error))
        },
      },
    })
  }
}
