/**
 * Checks shared by the forms' zod schemas. They mirror the server's rules closely enough that a value
 * the form accepts is one the server accepts; the server stays the judge and its field errors are shown.
 */

/** The server's e-mail rule in short: one @, no spaces, and a dot in the domain. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
}
