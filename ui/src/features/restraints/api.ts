import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { restraintSchema, type RestraintType } from '@/features/restraints/schemas'
import { api, apiDownload } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

export const restraintKeys = {
  all: ['restraints'] as const,
  resident: (residentId: string) => [...restraintKeys.all, 'resident', residentId] as const,
}

/** GET /restraints?residentId=: the resident's restraints, active ones first, then the latest started. */
export function residentRestraintsQueryOptions(residentId: string) {
  return queryOptions({
    queryKey: restraintKeys.resident(residentId),
    queryFn: async () =>
      z.array(restraintSchema).parse(await api.get<unknown>(`/restraints?residentId=${encodeURIComponent(residentId)}`)),
  })
}

export type NewRestraint = {
  residentId: string
  type: RestraintType
  device: string
  reason: string
  alternativesTried: string
  schedule: string
  startDate: string
  reviewDate: string
  consent: { givenBy: string; relationship: string; date: string }
}

/** POST /restraints, a doctor's order. */
export function useCreateRestraint() {
  return useRefetchingMutation([restraintKeys.all], async (input: NewRestraint) =>
    restraintSchema.parse(await api.post<unknown>('/restraints', input)),
  )
}

export type NewCheck = { applied: boolean; skinOk: boolean; releasedMinutes: number; note: string }

/**
 * POST /restraints/{id}/checks, a nurse's check of the shift. Read again whatever the answer: a 409 means
 * a doctor retired it meanwhile.
 */
export function useCheckRestraint(id: string) {
  return useRefetchingMutation(
    [restraintKeys.all],
    async (input: NewCheck) => restraintSchema.parse(await api.post<unknown>(`/restraints/${id}/checks`, input)),
    { refetchWhen: 'settled' },
  )
}

/** POST /restraints/{id}/review {reviewDate, note}: the doctor renews it. */
export function useRenewRestraint(id: string) {
  return useRefetchingMutation(
    [restraintKeys.all],
    async (input: { reviewDate: string; note: string }) =>
      restraintSchema.parse(await api.post<unknown>(`/restraints/${id}/review`, input)),
    { refetchWhen: 'settled' },
  )
}

/** POST /restraints/{id}/end {reason}: the doctor retires it; it stays on record, ended. */
export function useEndRestraint(id: string) {
  return useRefetchingMutation(
    [restraintKeys.all],
    async (input: { reason: string }) => restraintSchema.parse(await api.post<unknown>(`/restraints/${id}/end`, input)),
    { refetchWhen: 'settled' },
  )
}

/** GET /restraints/report/pdf: the register of the period for inspectors, registro_contenciones_<from>_<to>.pdf. */
export function downloadRestraintsReport(from: string, to: string) {
  const search = new URLSearchParams({ from, to })
  return apiDownload(`/restraints/report/pdf?${search.toString()}`, { filename: `registro_contenciones_${from}_${to}.pdf` })
}
