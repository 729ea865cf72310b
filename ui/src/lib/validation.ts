import type { z } from 'zod'
import { es } from '@/i18n/es'

/**
 * Checks shared by the forms' zod schemas. They mirror the server's rules closely enough that a value
 * the form accepts is one the server accepts; the server stays the judge and its field errors are shown.
 */

/** SPEC 9: minimum password length (the server's rule), for every form that sets a password. */
export const MIN_PASSWORD_LENGTH = 6

/**
 * The server's rule for a new username (server/username.go, issue 26): 3 to 40 of a-z, digits and `. - _`
 * in any case (the server keeps it lower-case); no spaces and no @ (an identifier with @ is read as an
 * e-mail at sign-in), no accents nor other alphabets. An empty value is left to the field's own "required".
 * `current` is the account's username when editing: it passes as it is, in any case, even if older than the
 * rule. A username that reads like another account's is the server's to refuse (409, on the field).
 */
export function usernameRules(schema: z.ZodString, current = '') {
  return schema.superRefine((value, ctx) => {
    if (value === '' || (current !== '' && value.toLowerCase() === current.toLowerCase())) return
    const message = usernameProblem(value.toLowerCase())
    if (message) ctx.addIssue({ code: 'custom', message })
  })
}

/** What is wrong with a new username, as the server says it; null when nothing is. */
function usernameProblem(value: string): string | null {
  if (/[\s@]/.test(value)) return es.validation.usernameSpaces
  if (!/^[a-z0-9._-]*$/.test(value)) return es.validation.usernameChars
  if (value.length < 3 || value.length > 40) return es.validation.usernameLength
  return null
}

/** The server's e-mail rule in short: one @, no spaces, and a dot in the domain. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
}

/**
 * A `.refine` pair for "confirm must equal password", placed on the confirm field and reported together
 * with the other fields' errors (not only once they are fixed). With `ignoreEmptyConfirm`, an empty
 * confirmation is left to the field's own "required" message.
 */
export function mustMatch<K extends string>(
  passwordKey: K,
  confirmKey: K,
  message: string,
  { ignoreEmptyConfirm = false } = {},
) {
  const check = (data: Record<K, string>) =>
    (ignoreEmptyConfirm && data[confirmKey] === '') || data[passwordKey] === data[confirmKey]
  const params = {
    message,
    path: [confirmKey] as PropertyKey[],
    when: (payload: { value: unknown }) => {
      const value = payload.value as Partial<Record<string, unknown>> | undefined
      return typeof value?.[passwordKey] === 'string' && typeof value?.[confirmKey] === 'string'
    },
  }
  return [check, params] as const
}
