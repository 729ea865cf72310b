import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { setServerFieldErrors } from '@/lib/form-errors'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

/** A success toast: SPEC 8's title and, where it gives one, a sentence. */
export type ToastText = { title: string; description?: string }

export type SubmitOptions = {
  /** The error toast's title (SPEC 8's "Error" when left out). */
  errorTitle?: string
  /** Said when the server gives no message (e.g. SPEC 8's Kardex fallbacks). */
  fallback?: string
}

/**
 * Saving a form (SPEC 8): on success the success toast; on failure the error toast, the form's banner
 * (cleared after 5 s) and the server's field messages on the form's fields named in `fields`.
 */
export function useFormSubmit<F extends FieldValues>(fields: readonly Path<F>[], setError: UseFormSetError<F>) {
  const banner = useTimedMessage()

  /**
   * Runs `save`. It answers `{ saved }` (what `save` resolved to) when it succeeded, so the dialog may close,
   * and null when it failed and the form stays open. `success` is the toast, or makes it from what was saved;
   * null shows none.
   */
  async function submit<T>(
    save: () => Promise<T>,
    success: ToastText | ((saved: T) => ToastText) | null,
    options: SubmitOptions = {},
  ): Promise<{ saved: T } | null> {
    banner.clear()
    let saved: T
    try {
      saved = await save()
    } catch (error) {
      const message = notifyError(error, options.errorTitle, options.fallback)
      if (message) banner.show(message)
      setServerFieldErrors(error, fields, setError)
      return null
    }
    const text = typeof success === 'function' ? success(saved) : success
    if (text) toast.success(text.title, { description: text.description })
    return { saved }
  }

  return { banner: banner.message, submit }
}
