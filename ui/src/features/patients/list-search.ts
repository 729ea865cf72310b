import { z } from 'zod'
import type { PatientListParams } from '@/features/patients/api'

/** The area filter's value for residents without area (the API's `area=none`). */
export const NO_AREA = 'none'

/**
 * The /patients page's state in the URL, so a reload or a shared link keeps it: view, page, search
 * text, area filter and sort. Anything missing or malformed falls back to the default.
 */
export const patientListSearchSchema = z.object({
  view: z.enum(['active', 'archived']).default('active').catch('active'),
  page: z.number().int().min(1).default(1).catch(1),
  // The router reads `?q=12` as a number: a room number is still a search text.
  q: z
    .union([z.string(), z.number().transform(String)])
    .default('')
    .catch(''),
  /** An area id, NO_AREA, or absent for every area. */
  area: z.string().min(1).optional().catch(undefined),
  sort: z.enum(['name', 'age']).default('name').catch('name'),
  order: z.enum(['asc', 'desc']).default('asc').catch('asc'),
})

export type PatientListSearch = z.infer<typeof patientListSearchSchema>

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
