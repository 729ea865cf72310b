import { toast } from 'sonner'
import { useVoidEntry, type Register } from '@/features/daily-registers/api/void-entry'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'

const t = es.dailyRegisters

/** How long the toast of an entry just recorded offers «Deshacer» (the server takes the undo a little longer). */
export const UNDO_MS = 10_000

/**
 * The toast after a one-tap entry, as the medication round's: «Deshacer» for 10 seconds voids it without a reason
 * (the server keeps «Deshecho al momento»), and it counts no more.
 */
export function useUndoToast(register: Register) {
  const voidEntry = useVoidEntry(register)
  return (title: string, description: string, id: string) => {
    toast.success(title, {
      description,
      duration: UNDO_MS,
      action: {
        label: t.undo,
        onClick: () => {
          voidEntry
            .mutateAsync({ id, reason: '' })
            .then(() => toast.success(t.undone, { description }))
            .catch((error: unknown) => notifyError(error))
        },
      },
    })
  }
}
