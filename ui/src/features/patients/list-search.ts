import type { PatientListParams } from '@/features/patients/api'
import { oneOf, optionalText, searchSchema, searchText, wholeNumber } from '@/lib/search-params'

/** The area filter's value for residents without area (the API's `area=none`). */
export const NO_AREA = 'none'

/**
 * The /patients page's state in the URL, so a reload or a shared link keeps it: view, page, search
 * text, area filter and sort. Anything missing or malformed falls back to the default.
 */
export const patientListSearchSchema = searchSchema({
  view: oneOf(['active', 'archived'], 'active'),
  page: wholeNumber({ min: 1, fallback: 1 }),
  // The router reads `?q=12` as a number: a room number is still a search text.
  q: searchText(),
  /** An area id, NO_AREA, or absent for every area. */
  area: optionalText({ min: 1 }),
  sort: oneOf(['name', 'age'], 'name'),
  order: oneOf(['asc', 'desc'], 'asc'),
})

export type PatientListSearch = ReturnType<typeof patientListSearchSchema.parse>

/** The defaults, left out of the URL. */
export const PATIENT_LIST_DEFAULTS = { view: 'active', page: 1, q: '', sort: 'name', order: 'asc' } as const

/** The list call for what the URL asks. */
export function toListParams(search: PatientListSearch): PatientListParams {
  return {
    view: search.view,
    page: search.page,
    search: search.q.trim() || undefined,
    area: search.area,
    sort: search.sort,
    order: search.order,
  }
}

/** Changes part of the URL state; `replace` for changes that should not add a history entry (typing). */
export type PatientListSearchChange = (patch: Partial<PatientListSearch>, options?: { replace?: boolean }) => void
