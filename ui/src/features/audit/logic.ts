import { es } from '@/i18n/es'
import type { AuditOption, AuditRow, AuditSearch } from '@/features/audit/schemas'

const t = es.audit

/** The query of GET /audit for the screen's search; empty filters are left out. */
export function auditQuery(search: AuditSearch): string {
  const params = new URLSearchParams()
  if (search.residentId) params.set('residentId', search.residentId)
  if (search.userId) params.set('userId', search.userId)
  if (search.from) params.set('from', search.from)
  if (search.to) params.set('to', search.to)
  params.set('page', String(search.page ?? 1))
  return `?${params.toString()}`
}

/** The dates' own error, said before asking the server (which says the same, 422 on "to"). */
export function datesError(search: AuditSearch): string | null {
  return search.from && search.to && search.to < search.from ? t.filters.toBeforeFrom : null
}

/** Whether any filter narrows the log (for the empty message). */
export function isFiltered(search: AuditSearch): boolean {
  return Boolean(search.residentId || search.userId || search.from || search.to)
}

/** A filter change: back to the first page, and an emptied field leaves the URL. */
export function filterChange(patch: Partial<Omit<AuditSearch, 'page'>>): Partial<AuditSearch> {
  const out: Partial<AuditSearch> = { page: undefined }
  for (const [key, value] of Object.entries(patch)) {
    out[key as keyof Omit<AuditSearch, 'page'>] = value ? value : undefined
  }
  return out
}

/** What a row says was done: the server's sentence, or the raw action and entity when it has none. */
export function rowDescription(row: AuditRow): string {
  return row.description || `${row.action} · ${row.entity}`
}

/** Options sorted by name as Spanish sorts (Á with A), each id once. */
export function sortOptions<T extends AuditOption>(options: readonly T[]): T[] {
  const seen = new Set<string>()
  return options
    .filter((option) => (seen.has(option._id) ? false : (seen.add(option._id), true)))
    .sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }))
}

/** A stored role ("nurse", or "nurse+administrative" for several) in Spanish. */
export function roleLabel(role: string | undefined): string {
  if (!role) return ''
  const names: Record<string, string> = es.roles
  return role
    .split('+')
    .map((r) => names[r] ?? r)
    .join(', ')
}
