import { toast } from 'sonner'
import { es } from '@/i18n/es'
import { isApiError } from '@/lib/api'

/** Reports a failed call: an error toast and the page's banner; `fallback` when the server said nothing. */
export type ReportFailure = (error: unknown, fallback: string) => void

/**
 * The message for a failed call: the server's (including "No tienes permiso para realizar esta acción."
 * on a 403), or SPEC 8's fallback for this call when it sent none.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message !== es.errors.generic) return error.message
  return fallback
}

/**
 * SPEC 8: a failed call shows an error toast with the server's message. Returns that message for a banner,
 * or null when the call found the session expired (the sign-out that followed has told the user).
 */
export function notifyFailure(error: unknown, fallback: string): string | null {
  if (isApiError(error) && error.sessionExpired) return null
  const message = failureMessage(error, fallback)
  toast.error(es.errors.toastTitle, { description: message })
  return message
}
