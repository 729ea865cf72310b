import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { withSaved } from '@/features/notifications/notification-list'
import { notificationSchema, pushKeySchema, type AppNotification } from '@/features/notifications/schemas'
import { api } from '@/lib/api'

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => [...notificationKeys.all, userId] as const,
}

/** GET /notifications/user/{userId}: one's own, newest first (100 at most). */
export async function fetchNotifications(userId: string) {
  return z.array(notificationSchema).parse(await api.get<unknown>(`/notifications/user/${encodeURIComponent(userId)}`))
}

export function notificationsQueryOptions(userId: string) {
  return queryOptions({ queryKey: notificationKeys.list(userId), queryFn: () => fetchNotifications(userId) })
}

/** Fetches one's notifications again, e.g. after reading a conversation marked its notifications read. */
export function useRefetchNotifications(userId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) })
}

/** PATCH /notifications/{id}/read; the saved notification replaces the one in the list. */
export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      notificationSchema.parse(await api.patch<unknown>(`/notifications/${encodeURIComponent(id)}/read`)),
    onSuccess: (saved) =>
      queryClient.setQueryData<AppNotification[]>(notificationKeys.list(userId), (list) => list && withSaved(list, saved)),
  })
}

/** GET /push/key: the key a browser subscribes to Web Push with. */
export async function fetchPushKey() {
  return pushKeySchema.parse(await api.get<unknown>('/push/key')).publicKey
}

/** POST /push/subscribe: this browser receives the user's notifications while Amparo is closed. */
export async function savePushSubscription(subscription: PushSubscriptionJSON) {
  await api.post<unknown>('/push/subscribe', subscription)
}
