import type { AppNotification } from '@/features/notifications/schemas'

/** The list with a newly arrived notification on top, unless it is already there. */
export function withNotification(list: AppNotification[], notification: AppNotification): AppNotification[] {
  if (list.some((item) => item.id === notification.id)) return list
  return [notification, ...list]
}

/** The list with one notification replaced by its saved (read) version. */
export function withSaved(list: AppNotification[], saved: AppNotification): AppNotification[] {
  return list.map((item) => (item.id === saved.id ? saved : item))
}

export function hasUnread(list: AppNotification[]) {
  return list.some((item) => !item.read)
}
