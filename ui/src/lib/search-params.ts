/**
 * A page's state in its URL (the router's `validateSearch`), read without zod. Route options other than the
 * component run in the entry, which every page downloads, the public landing page too (issue 16: its JavaScript
 * <= 150 KB); zod alone is ~25 KB compressed. Every field falls back instead of failing: a link edited by hand
 * opens the page with the default, as the zod schemas with `.catch` did.
 *
 * `searchSchema({...fields})` gives `parse(input)` (for tests and callers) and the Standard Schema interface the
 * router reads: output as the fields say, input with every field optional (defaults fill the rest).
 */

/** Reads one field of the URL's search: the value to keep, or undefined to leave the key out. */
export type SearchField<T> = (value: unknown) => T

type Output<F extends Record<string, SearchField<unknown>>> = Prettify<
  { [K in keyof F as undefined extends ReturnType<F[K]> ? never : K]: ReturnType<F[K]> } & {
    [K in keyof F as undefined extends ReturnType<F[K]> ? K : never]?: ReturnType<F[K]>
  }
>
type Prettify<T> = { [K in keyof T]: T[K] } & {}

export type SearchSchema<T> = {
  parse: (input: unknown) => T
  readonly '~standard': {
    readonly version: 1
    readonly vendor: 'amparo'
    readonly validate: (input: unknown) => { value: T }
    readonly types?: { readonly input: Partial<T>; readonly output: T }
  }
}

export function searchSchema<F extends Record<string, SearchField<unknown>>>(fields: F): SearchSchema<Output<F>> {
  const parse = (input: unknown) => {
    const search = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
    const result: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(fields)) {
      const value = field(search[key])
      if (value !== undefined) result[key] = value
    }
    return result as Output<F>
  }
  return { parse, '~standard': { version: 1, vendor: 'amparo', validate: (input) => ({ value: parse(input) }) } }
}

/** One of `values`, else `fallback` (undefined when left out: the key is then absent). */
export function oneOf<const V extends readonly string[]>(values: V): SearchField<V[number] | undefined>
export function oneOf<const V extends readonly string[]>(values: V, fallback: V[number]): SearchField<V[number]>
export function oneOf<const V extends readonly string[]>(values: V, fallback?: V[number]) {
  return (value: unknown) => (values.includes(value as string) ? (value as V[number]) : fallback)
}

/**
 * A search text: the router reads `?q=12` as the number 12, which is still the text "12". Anything else is
 * `fallback`.
 */
export function searchText(fallback = ''): SearchField<string> {
  return (value) => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : fallback)
}

/** A text of `min` to `max` characters matching `pattern` (all optional), else absent. */
export function optionalText({ min = 0, max = Infinity, pattern }: { min?: number; max?: number; pattern?: RegExp } = {}) {
  return (value: unknown): string | undefined =>
    typeof value === 'string' && value.length >= min && value.length <= max && (!pattern || pattern.test(value))
      ? value
      : undefined
}

/** A whole number >= `min`, else `fallback`. `coerce` also reads the text "2" as 2. */
export function wholeNumber(options: { min: number; fallback: number; coerce?: boolean }): SearchField<number>
export function wholeNumber(options: { min: number; fallback?: undefined; coerce?: boolean }): SearchField<number | undefined>
export function wholeNumber({ min, fallback, coerce = false }: { min: number; fallback?: number; coerce?: boolean }) {
  return (value: unknown) => {
    if (value === undefined) return fallback
    const number = coerce ? Number(value) : value
    return typeof number === 'number' && Number.isSafeInteger(number) && number >= min ? number : fallback
  }
}
