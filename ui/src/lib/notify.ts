import { toast } from 'sonner'
import { es } from '@/i18n/es'
import { ApiError, errorMessage } from '@/lib/api'

/**
 * SPEC 8: a failed call shows an error toast with the server's message. Returns that message for the
 * form's error banner, or null when the call found the session expired: the sign-out that followed
 * has already told the user, and the form is going away. `fallback` is said when the server gave no message.
 */
export function notifyError(error: unknown, title: string = es.errors.toastTitle, fallback?: string): string | null {
  if (error instanceof ApiError && error.sessionExpired) return null
  const message = errorMessage(error, fallback)
  toast.error(title, { description: message })
  return message
}
