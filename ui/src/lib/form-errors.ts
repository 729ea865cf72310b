import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '@/lib/api'

/**
 * Puts the server's field messages (the `fields` of a 422 or 409) on the form's own fields, focusing
 * the first one. Fields the form does not show are left to the error banner.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  if (!isApiError(error)) return
  let focus = true
  for (const name of names) {
    const message = error.fields[name]
    if (!message) continue
    setError(name, { type: 'server', message }, { shouldFocus: focus })
    focus = false
  }
}
