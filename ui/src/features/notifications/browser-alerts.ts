import type { AppNotification } from '@/features/notifications/schemas'

/**
 * What this browser can do about alerts outside the page: browsers offer notifications only to
 * secure origins (HTTPS or localhost), so on the home's plain-http network there are none.
 */
export type BrowserAlertsState = 'insecure' | 'unsupported' | NotificationPermission

export function browserAlertsState(): BrowserAlertsState {
  if (!window.isSecureContext) return 'insecure'
  if (!('Notification' in window)) return 'unsupported'
  return Notification.permission
}

/** Web Push needs a secure origin, a service worker and the Push API. */
export function canPush() {
  return window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window
}

/** A system notification for a notification that arrived while the tab was hidden; a click brings Amparo back. */
export function showBrowserNotification(notification: AppNotification, onClick: () => void) {
  const shown = new Notification(notification.title, {
    body: notification.options.body,
    tag: notification.options.tag || notification.id,
  })
  shown.onclick = () => {
    window.focus()
    shown.close()
    onClick()
  }
}
