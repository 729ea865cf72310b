import type { z } from 'zod'
import { es } from '@/i18n/es'

/**
 * Checks shared by the forms' zod schemas. They mirror the server's rules closely enough that a value
 * the form accepts is one the server accepts; the server stays the judge and its field errors are shown.
 */

/** SPEC 9: minimum password length (the server's rule), for every form that sets a password. */
export const MIN_PASSWORD_LENGTH = 6

/**
 * The server's username rule (server/username.go): letters of any alphabet, digits and `. - _`; no spaces
 * and no @ (an identifier with @ is read as an e-mail at sign-in), nor markup or control characters.
 */
export function usernameRules(schema: z.ZodString) {
  return schema
    .regex(/^[^\s@]*$/, es.validation.usernameSpaces)
    // spaces and @ have their own message above
    .regex(/^[\p{L}\p{M}\p{N}._\s@-]*$/u, es.validation.usernameChars)
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
