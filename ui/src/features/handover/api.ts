import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { handoverNoteSchema, handoverSchema, readReceiptSchema } from '@/features/handover/schemas'
import { api, apiDownload } from '@/lib/api'
import type { Shift } from '@/lib/shifts'

export type HandoverParams = { date?: string; shift?: Shift }

export const handoverKeys = {
  all: ['handover'] as const,
  shift: (params: HandoverParams) => [...handoverKeys.all, 'shift', params] as const,
}

function query(params: HandoverParams) {
  const search = new URLSearchParams()
  if (params.date) search.set('date', params.date)
  if (params.shift) search.set('shift', params.shift)
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** GET /handover (the current shift when date and shift are left out). */
export function handoverQueryOptions(params: HandoverParams) {
  return queryOptions({
    queryKey: handoverKeys.shift(params),
    queryFn: async () => handoverSchema.parse(await api.get<unknown>(`/handover${query(params)}`)),
    placeholderData: keepPreviousData,
  })
}

/** POST /handover/notes {date, shift, residentId?, text}. */
export function useAddHandoverNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: { date: string; shift: Shift; residentId?: string; text: string }) =>
      handoverNoteSchema.parse(await api.post<unknown>('/handover/notes', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: handoverKeys.all }),
  })
}

/** POST /handover/read {date, shift}: the server keeps the first reading. */
export function useMarkHandoverRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: { date: string; shift: Shift }) =>
      z.object({ readBy: z.array(readReceiptSchema) }).parse(await api.post<unknown>('/handover/read', input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: handoverKeys.all }),
  })
}

/** GET /handover/pdf: the parte de relevo, saved as parte_relevo_<date>_<shift>.pdf. */
export function downloadHandoverPdf(date: string, shift: Shift) {
  return apiDownload(`/handover/pdf${query({ date, shift })}`, { filename: `parte_relevo_${date}_${shift}.pdf` })
}
