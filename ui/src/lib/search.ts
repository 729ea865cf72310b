/**
 * Accent- and case-insensitive search, the same normalisation as the server's `search` columns:
 * lower case, decomposed (NFD), combining marks removed. "José Núñez" -> "jose nunez".
 */
export function normalizeSearch(value: string | null | undefined): string {
  if (!value) return ''
  return value.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').trim()
}

/** True when `needle` occurs in `haystack` ignoring case and accents; an empty needle matches all. */
export function matches(haystack: string | null | undefined, needle: string | null | undefined): boolean {
  const n = normalizeSearch(needle)
  if (!n) return true
  return normalizeSearch(haystack).includes(n)
}
