import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { assessmentSchema, dueAssessmentSchema, scaleSchema } from '@/features/assessments/schemas'
import { api, apiDownload } from '@/lib/api'
import { messageSchema } from '@/lib/schemas'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

export const assessmentKeys = {
  all: ['assessments'] as const,
  scales: () => [...assessmentKeys.all, 'scales'] as const,
  resident: (residentId: string) => [...assessmentKeys.all, 'resident', residentId] as const,
  /** Every list of what is due (a fall makes Downton and Tinetti due: the incidents' event reads them again). */
  dueAll: () => [...assessmentKeys.all, 'due'] as const,
  due: (residentId?: string) => [...assessmentKeys.dueAll(), residentId ?? 'all'] as const,
}

/** GET /assessment-scales: the ten scales, in the order the server lists them. They change with a new version only. */
export function scalesQueryOptions() {
  return queryOptions({
    queryKey: assessmentKeys.scales(),
    queryFn: async () => z.array(scaleSchema).parse(await api.get<unknown>('/assessment-scales')),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** GET /assessments/{residentId}: the resident's assessments, newest first. */
export function residentAssessmentsQueryOptions(residentId: string) {
  return queryOptions({
    queryKey: assessmentKeys.resident(residentId),
    queryFn: async () =>
      z.array(assessmentSchema).parse(await api.get<unknown>(`/assessments/${encodeURIComponent(residentId)}`)),
  })
}

/** GET /assessments/due[?residentId=]: what is due, for one resident or (the dashboard) every active one. */
export function dueAssessmentsQueryOptions(residentId?: string) {
  const search = residentId ? `?residentId=${encodeURIComponent(residentId)}` : ''
  return queryOptions({
    queryKey: assessmentKeys.due(residentId),
    queryFn: async () => z.array(dueAssessmentSchema).parse(await api.get<unknown>(`/assessments/due${search}`)),
  })
}

export type NewAssessment = {
  residentId: string
  scale: string
  date: string
  answers: Record<string, string>
  notes: string
}

/** POST /assessments: the server scores the answers and answers with the saved assessment. */
export function useCreateAssessment() {
  return useRefetchingMutation([assessmentKeys.all], async (input: NewAssessment) =>
    assessmentSchema.parse(await api.post<unknown>('/assessments', input)),
  )
}

/** DELETE /assessments/{id}[?reason=]: it leaves the history; the audit keeps the reason. */
export function useDeleteAssessment() {
  return useRefetchingMutation(
    [assessmentKeys.all],
    async ({ id, reason }: { id: string; reason: string }) => {
      const trimmed = reason.trim()
      const search = trimmed ? `?reason=${encodeURIComponent(trimmed)}` : ''
      return messageSchema.parse(await api.delete<unknown>(`/assessments/${encodeURIComponent(id)}${search}`))
    },
    { refetchWhen: 'settled' },
  )
}

/** GET /assessments/{id}/pdf -> valoracion_<scale>_<id>.pdf. */
export function downloadAssessmentPdf(assessment: { _id: string; scale: string }) {
  return apiDownload(`/assessments/${encodeURIComponent(assessment._id)}/pdf`, {
    filename: `valoracion_${assessment.scale}_${assessment._id}.pdf`,
  })
}
