import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { alertSchema, type AlertStatus } from '@/features/alerts/schemas'
import { api } from '@/lib/api'

export type AlertParams = { status: AlertStatus; residentId?: string; areaId?: string }

export const alertKeys = {
  all: ['alerts'] as const,
  list: (params: AlertParams) => [...alertKeys.all, 'list', params] as const,
}

/** GET /alerts: open ones high first then oldest first; acknowledged ones newest first (the server's order). */
export function alertsQueryOptions(params: AlertParams) {
  const search = new URLSearchParams({ status: params.status })
  if (params.residentId) search.set('residentId', params.residentId)
  if (params.areaId) search.set('areaId', params.areaId)
  return queryOptions({
    queryKey: alertKeys.list(params),
    queryFn: async () => z.array(alertSchema).parse(await api.get<unknown>(`/alerts?${search.toString()}`)),
    placeholderData: keepPreviousData,
  })
}

/**
 * POST /alerts/{id}/acknowledge {comment}. The alerts are read again whatever the answer: a 409 means a
 * colleague attended it first, and the queue must show it as attended.
 */
export function useAcknowledgeAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, comment }: { id: string; comment: string }) =>
      alertSchema.parse(await api.post<unknown>(`/alerts/${id}/acknowledge`, { comment })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  })
}
