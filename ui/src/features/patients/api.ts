import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  patientPageSchema,
  patientSummarySchema,
  residentSchema,
  type AreaInput,
  type ResidentInput,
} from '@/features/patients/schemas'
import { api, apiDownload, errorMessage } from '@/lib/api'
import { areaKeys, areaSchema } from '@/lib/areas'
import { messageSchema } from '@/lib/schemas'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

export type PatientListView = 'active' | 'archived'

export type PatientListParams = {
  view: PatientListView
  page: number
  limit?: number
  search?: string
  /** An area id, 'none' for residents without area, or undefined for all. */
  area?: string
  sort?: 'name' | 'age'
  order?: 'asc' | 'desc'
}

export const PATIENT_PAGE_SIZE = 10

export const patientKeys = {
  all: ['patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: (params: PatientListParams) => [...patientKeys.lists(), params] as const,
  details: () => [...patientKeys.all, 'detail'] as const,
  detail: (id: string) => [...patientKeys.details(), id] as const,
}

function listQuery(params: PatientListParams) {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit ?? PATIENT_PAGE_SIZE) })
  if (params.search?.trim()) query.set('search', params.search.trim())
  if (params.area) query.set('area', params.area)
  if (params.sort) query.set('sort', params.sort)
  if (params.order) query.set('order', params.order)
  return query.toString()
}

/** GET /patients/all or /patients/archived, one page. */
export async function fetchPatients(params: PatientListParams) {
  const path = params.view === 'archived' ? '/patients/archived' : '/patients/all'
  return patientPageSchema.parse(await api.get<unknown>(`${path}?${listQuery(params)}`))
}

export function patientsQueryOptions(params: PatientListParams) {
  return queryOptions({
    queryKey: patientKeys.list(params),
    queryFn: () => fetchPatients(params),
    placeholderData: keepPreviousData,
  })
}

/** GET /patients/{id}: the complete resident. */
export async function fetchResident(id: string) {
  return residentSchema.parse(await api.get<unknown>(`/patients/${id}`))
}

export function residentQueryOptions(id: string) {
  return queryOptions({ queryKey: patientKeys.detail(id), queryFn: () => fetchResident(id) })
}

/** After any change to residents, every list and the changed resident are fetched again. */
const refetchAfterChange = [patientKeys.all, areaKeys.all]

export function useCreateResident() {
  return useRefetchingMutation(refetchAfterChange, async (input: ResidentInput) =>
    residentSchema.parse(await api.post<unknown>('/patients/create-new-patient', input)),
  )
}

export function useUpdateResident() {
  return useRefetchingMutation(refetchAfterChange, async ({ id, input }: { id: string; input: ResidentInput }) =>
    residentSchema.parse(await api.put<unknown>(`/patients/${id}`, input)),
  )
}

/** PATCH /patients/archive/{id}: archives an active resident or brings an archived one back. */
export function useToggleArchive() {
  return useRefetchingMutation(refetchAfterChange, async (id: string) =>
    residentSchema.parse(await api.patch<unknown>(`/patients/archive/${id}`)),
  )
}

/** DELETE /patients/{id}: only archived residents; the record is kept as a tombstone on the server. */
export function useDeleteResident() {
  return useRefetchingMutation(refetchAfterChange, async (id: string) =>
    messageSchema.parse(await api.delete<unknown>(`/patients/${id}`)),
  )
}

/** POST /patients/report/pdf: every active resident, saved as reporte_pacientes.pdf. */
export function downloadAllPatientsReport(onProgress?: (fraction: number) => void) {
  return apiDownload('/patients/report/pdf', { method: 'POST', filename: 'reporte_pacientes.pdf', onProgress })
}

/** GET /patients/report/pdf/{id}: the resident's complete file, saved as paciente_{id}.pdf. */
export function downloadPatientReport(id: string, onProgress?: (fraction: number) => void) {
  return apiDownload(`/patients/report/pdf/${id}`, { filename: `paciente_${id}.pdf`, onProgress })
}

export function useCreateArea() {
  return useRefetchingMutation(refetchAfterChange, async (input: AreaInput) =>
    areaSchema.parse(await api.post<unknown>('/areas', input)),
  )
}

export function useUpdateArea() {
  return useRefetchingMutation(refetchAfterChange, async ({ id, input }: { id: string; input: AreaInput }) =>
    areaSchema.parse(await api.put<unknown>(`/areas/${id}`, input)),
  )
}

export function useDeleteArea() {
  return useRefetchingMutation(refetchAfterChange, async (id: string) =>
    messageSchema.parse(await api.delete<unknown>(`/areas/${id}`)),
  )
}

/** POST /areas/{areaId}/patients/{patientId}: puts a resident in an area. */
export async function assignToArea(areaId: string, patientId: string) {
  return patientSummarySchema.parse(await api.post<unknown>(`/areas/${areaId}/patients/${patientId}`))
}

/** DELETE /areas/{areaId}/patients/{patientId}: leaves a resident without area. */
export async function removeFromArea(areaId: string, patientId: string) {
  return patientSummarySchema.parse(await api.delete<unknown>(`/areas/${areaId}/patients/${patientId}`))
}

export type AreaChange = { patientId: string; from: string | null; to: string | null }

/** A "Configurar áreas" save that stopped at `change`; the `saved` changes before it were saved. */
export class AreaChangeError extends Error {
  readonly change: AreaChange
  readonly saved: number

  constructor(change: AreaChange, saved: number, cause: unknown) {
    super(errorMessage(cause), { cause })
    this.name = 'AreaChangeError'
    this.change = change
    this.saved = saved
  }
}

/**
 * Saves the "Configurar áreas" edits one resident at a time (assign to the new area, or remove from the
 * old one for Sin área), then refreshes the lists whatever happened, so the table shows what was saved.
 * A failure is an AreaChangeError naming the change that failed (its `cause` is the call's error).
 */
export function useSaveAreaChanges() {
  return useRefetchingMutation(
    refetchAfterChange,
    async (changes: AreaChange[]) => {
      for (const [index, change] of changes.entries()) {
        try {
          if (change.to) await assignToArea(change.to, change.patientId)
          else if (change.from) await removeFromArea(change.from, change.patientId)
        } catch (error) {
          throw new AreaChangeError(change, index, error)
        }
      }
    },
    { refetchWhen: 'settled' },
  )
}
