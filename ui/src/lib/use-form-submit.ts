import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { setServerFieldErrors } from '@/lib/form-errors'
import { notifyError } from '@/lib/notify'
import { useReportDirty } from '@/lib/unsaved-changes'
import { useTimedMessage } from '@/lib/use-timed-message'

/**
 * A success toast: SPEC 8's title and, where it gives one, a sentence; `action` is a button in it (e.g. «Ver
 * alerta» when the save raised a clinical alert).
 */
export type ToastText = { title: string; description?: string; action?: { label: string; onClick: () => void } }

export type SubmitOptions = {
  /** The error toast's title (SPEC 8's "Error" when left out). */
  errorTitle?: string
  /** Said when the server gives no message (e.g. SPEC 8's Kardex fallbacks). */
  fallback?: string
}

/** The fields that show the server's messages: fixed, or worked out from the values when saving fails. */
export type ServerFields<F extends FieldValues> = readonly Path<F>[] | ((values: F) => readonly Path<F>[])

/**
 * When a form checks its fields: 'onTouched' (a field once left, then on each change) or 'onSubmit' (on
 * Guardar, then on each change), for forms where a message appearing on blur would move the buttons
 * from under a click that had already started.
 */
export type CheckMode = 'onTouched' | 'onSubmit'

/**
 * The one way to build a form: react-hook-form checked by `schema`, starting from `defaultValues`, and
 * its saving (SPEC 8). Inside a components/form-dialog FormDialog, the dialog asks before closing while the
 * form holds changes. `submit(save, success, options)` runs `save`: on success the success toast; on
 * failure the error toast, the form's `banner` (cleared after 5 s) and the server's field messages on
 * the form's fields named in `fields`.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TValues>,
  defaultValues: DefaultValues<TValues>,
  fields: ServerFields<TValues>,
  mode: CheckMode = 'onTouched',
) {
  const form = useForm<TValues, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues, mode })
  const banner = useTimedMessage()
  // In a FormDialog, closing with unsaved changes asks first (DESIGN 8).
  useReportDirty(form.formState.isDirty)

  /**
   * Runs `save`. It answers `{ saved }` (what `save` resolved to) when it succeeded, so the dialog may close,
   * and null when it failed and the form stays open. `success` is the toast, or makes it from what was saved;
   * null (or a function answering null) shows none.
   */
  async function submit<T>(
    save: () => Promise<T>,
    success: ToastText | ((saved: T) => ToastText | null) | null,
    options: SubmitOptions = {},
  ): Promise<{ saved: T } | null> {
    banner.clear()
    let saved: T
    try {
      saved = await save()
    } catch (error) {
      const message = notifyError(error, options.errorTitle, options.fallback)
      if (message) banner.show(message)
      const names = typeof fields === 'function' ? fields(form.getValues()) : fields
      setServerFieldErrors(error, names, form.setError)
      return null
    }
    const text = typeof success === 'function' ? success(saved) : success
    if (text) toast.success(text.title, { description: text.description, action: text.action })
    return { saved }
  }

  return { form, banner: banner.message, submit }
}
