import { queryOptions } from '@tanstack/react-query'
import {
  allergyCheckSchema,
  doseSchema,
  kardexSchema,
  medicationOptionsSchema,
  type DoseInput,
  type Kardex,
  type KardexInput,
} from '@/features/patients/records/kardex/schemas'
import { useSaveRecord, type RecordResource } from '@/features/patients/records/shared/api'
import { api } from '@/lib/api'
import { recordKeys } from '@/lib/record-keys'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** /kardex: written with kardex.prescribe, doses with doses.give. A resident's list is GET /kardex?patientId=…. */
export const kardexResource: RecordResource<Kardex> = {
  kind: 'kardex',
  path: '/kardex',
  schema: kardexSchema,
  listPath: (residentId) => `/kardex?${new URLSearchParams({ patientId: residentId })}`,
  pdfFilename: (id) => `kardex_${id}.pdf`,
  reportFilename: 'kardex_general_report.pdf',
}

/** Creates a Kardex, or updates `kardex`. */
export const useSaveKardex = (kardex: Kardex | null) => useSaveRecord<Kardex, KardexInput>(kardexResource, kardex)

/** POST /kardex/dose: a dose given from a Kardex; the Kardex lists (with their doses) are fetched again. */
export function useRegisterDose() {
  return useRefetchingMutation([recordKeys.kind('kardex')], async (input: DoseInput) =>
    doseSchema.parse(await api.post<unknown>('/kardex/dose', input)),
  )
}

/** GET /medications/all, read as the Kardex's choices (its own key: the inventory reads the same call its way). */
export function medicationOptionsQueryOptions() {
  return queryOptions({
    queryKey: recordKeys.medicationOptions(),
    queryFn: async () => medicationOptionsSchema.parse(await api.get<unknown>('/medications/all')).medications,
  })
}

/**
 * GET /kardex/allergy-check: the server's allergy rule for one medication of a resident (an inventory
 * medication by id, or the own supply by name), for the form to show before saving.
 */
export function allergyCheckQueryOptions(residentId: string, medication: { id: string } | { name: string }) {
  const params = new URLSearchParams({ residentId })
  if ('id' in medication) params.set('medicationId', medication.id)
  else params.set('medicationName', medication.name)
  return queryOptions({
    queryKey: [...recordKeys.list('kardex', residentId), 'allergy-check', params.toString()],
    queryFn: async () => allergyCheckSchema.parse(await api.get<unknown>(`/kardex/allergy-check?${params}`)).finding,
  })
}
