import type { PatientListSearch } from '@/features/patients/list-search'

export type SortKey = PatientListSearch['sort']
export type SortOrder = PatientListSearch['order']
export type Sorting = { sort: SortKey; order: SortOrder }

/** A header click: the same column flips its order, another column starts ascending. */
export function toggleSort(current: Sorting, key: SortKey): Sorting {
  if (current.sort !== key) return { sort: key, order: 'asc' }
  return { sort: key, order: current.order === 'asc' ? 'desc' : 'asc' }
}

/** The column's aria-sort. */
export function ariaSort(current: Sorting, key: SortKey): 'ascending' | 'descending' | 'none' {
  if (current.sort !== key) return 'none'
  return current.order === 'asc' ? 'ascending' : 'descending'
}
