import type { PatientListSearch } from '@/features/patients/list-search'

let remembered: Partial<PatientListSearch> = {}

/** The list page notes its filters (search, area, page, sort), so the resident page's back link returns to them. */
export function rememberListSearch(search: PatientListSearch) {
  remembered = { ...search }
}

/** The filters the list last showed in this tab ({} after a reload: the list's defaults). */
export function rememberedListSearch(): Partial<PatientListSearch> {
  return remembered
}
