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

/** The kinds about a resident's health: listed above stock, expiry, posts and messages (issue 25). */
export const CLINICAL_KINDS: ReadonlySet<string> = new Set(['alert', 'fall', 'dose-missed', 'incident'])

/** The bell's order: the clinical notifications first, then the others, each newest first as the server sends them. */
export function clinicalFirst(list: readonly AppNotification[]): AppNotification[] {
  return [
    ...list.filter((item) => CLINICAL_KINDS.has(item.options.kind)),
    ...list.filter((item) => !CLINICAL_KINDS.has(item.options.kind)),
  ]
}
