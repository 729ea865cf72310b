import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { activitySchema, type ActivityInput } from '@/features/activities/schemas'
import { api } from '@/lib/api'
import { messageSchema } from '@/lib/schemas'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

export const activityKeys = {
  all: ['activities'] as const,
  list: () => [...activityKeys.all, 'list'] as const,
}

/** GET /activities: every activity, sorted by start. */
export async function fetchActivities() {
  return z.array(activitySchema).parse(await api.get<unknown>('/activities'))
}

export function activitiesQueryOptions() {
  return queryOptions({ queryKey: activityKeys.list(), queryFn: fetchActivities })
}

/** After any change the list (and so the dashboard's counter and upcoming card) is fetched again. */
const refetchAfterChange = [activityKeys.all]

export function useCreateActivity() {
  return useRefetchingMutation(refetchAfterChange, async (input: ActivityInput) =>
    activitySchema.parse(await api.post<unknown>('/activities', input)),
  )
}

/** PUT /activities/{id}: only its author or an administrative user (403 otherwise). */
export function useUpdateActivity() {
  return useRefetchingMutation(refetchAfterChange, async ({ id, input }: { id: string; input: ActivityInput }) =>
    activitySchema.parse(await api.put<unknown>(`/activities/${id}`, input)),
  )
}

/** DELETE /activities/{id}: only its author or an administrative user (403 otherwise). */
export function useDeleteActivity() {
  return useRefetchingMutation(refetchAfterChange, async (id: string) =>
    messageSchema.parse(await api.delete<unknown>(`/activities/${id}`)),
  )
}
