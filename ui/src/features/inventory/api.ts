import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  medicationListSchema,
  medicationSchema,
  stockMovementSchema,
  type MedicationInput,
  type StockInput,
  type StockKind,
} from '@/features/inventory/schemas'
import { api } from '@/lib/api'
import { messageSchema } from '@/lib/schemas'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

export const medicationKeys = {
  all: ['medications'] as const,
  list: () => [...medicationKeys.all, 'list'] as const,
  movements: (id: string) => [...medicationKeys.all, 'movements', id] as const,
}

/** GET /medications/all: the whole inventory, sorted by name (filters and pages are the UI's). */
export async function fetchMedications() {
  return medicationListSchema.parse(await api.get<unknown>('/medications/all')).medications
}

export function medicationsQueryOptions() {
  return queryOptions({ queryKey: medicationKeys.list(), queryFn: fetchMedications })
}

/** GET /medications/{id}/movements: the stock movements, newest first. */
export async function fetchMovements(id: string) {
  return z.array(stockMovementSchema).parse(await api.get<unknown>(`/medications/${id}/movements`))
}

export function movementsQueryOptions(id: string) {
  return queryOptions({ queryKey: medicationKeys.movements(id), queryFn: () => fetchMovements(id) })
}

/** After any change, the list and every history are fetched again. */
const refetchAfterChange = [medicationKeys.all]

export function useCreateMedication() {
  return useRefetchingMutation(refetchAfterChange, async (input: MedicationInput) =>
    medicationSchema.parse(await api.post<unknown>('/medications', input)),
  )
}

export function useUpdateMedication() {
  return useRefetchingMutation(refetchAfterChange, async ({ id, input }: { id: string; input: MedicationInput }) =>
    medicationSchema.parse(await api.put<unknown>(`/medications/${id}`, input)),
  )
}

/** DELETE /medications/{id}: the medication leaves the list (the server keeps it as a tombstone). */
export function useDeleteMedication() {
  return useRefetchingMutation(refetchAfterChange, async (id: string) =>
    messageSchema.parse(await api.delete<unknown>(`/medications/${id}`)),
  )
}

/**
 * PUT /medications/{id}/add-stock or /remove-stock. The list is fetched again whatever happened: a
 * refused removal (409, not enough stock) means someone else moved the stock, and the dialog shows the
 * figure it has now.
 */
export function useMoveStock(kind: StockKind) {
  return useRefetchingMutation(
    refetchAfterChange,
    async ({ id, input }: { id: string; input: StockInput }) =>
      medicationSchema.parse(
        await api.put<unknown>(`/medications/${id}/${kind}-stock`, { medicationId: id, ...input }),
      ),
    { refetchWhen: 'settled' },
  )
}
