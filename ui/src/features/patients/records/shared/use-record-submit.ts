import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import type { ToastText } from '@/features/patients/records/shared/texts'
import { setServerFieldErrors } from '@/lib/form-errors'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

/**
 * Saving a record form: on success the kind's toast; on failure the error toast, the form's banner
 * (cleared after 5 s) and the server's field messages on the fields named in `fields`.
 */
export function useRecordSubmit<F extends FieldValues>(fields: readonly Path<F>[], setError: UseFormSetError<F>) {
  const banner = useTimedMessage()

  /**
   * Runs `save`; true when it succeeded (the dialog may close), false when the form stays open. `fallback`
   * is said when the server gives no message (SPEC 8's Kardex fallbacks).
   */
  async function submit(save: () => Promise<unknown>, success: ToastText, fallback?: string): Promise<boolean> {
    banner.clear()
    try {
      await save()
    } catch (error) {
      const message = notifyError(error, undefined, fallback)
      if (message) banner.show(message)
      setServerFieldErrors(error, fields, setError)
      return false
    }
    toast.success(success.title, { description: success.description })
    return true
  }

  return { banner: banner.message, submit }
}
