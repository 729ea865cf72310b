import { queryOptions } from '@tanstack/react-query'
import {
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
