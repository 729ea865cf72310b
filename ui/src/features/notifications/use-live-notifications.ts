import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { notificationKeys } from '@/features/notifications/api'
import { showBrowserNotification, type BrowserAlertsState } from '@/features/notifications/browser-alerts'
import { withNotification } from '@/features/notifications/notification-list'
import { notificationSchema, type AppNotification } from '@/features/notifications/schemas'
import { es } from '@/i18n/es'
import { useRealtimeEvent } from '@/lib/realtime/hooks'

type LiveOptions = {
  alerts: BrowserAlertsState
  /** Web Push is on: the service worker shows it while the tab is hidden. */
  pushActive: boolean
  onOpen: (notification: AppNotification) => void
}

/**
 * A notification sent over the websocket joins the bell's list at once, shows as a toast, and as a
 * system notification while the tab is hidden (unless Web Push already shows it).
 */
export function useLiveNotifications(userId: string, { alerts, pushActive, onOpen }: LiveOptions) {
  const queryClient = useQueryClient()
  useRealtimeEvent('notification', notificationSchema, (notification) => {
    queryClient.setQueryData<AppNotification[]>(
      notificationKeys.list(userId),
      (list) => list && withNotification(list, notification),
    )
    toast(notification.title, {
      description: notification.options.body || undefined,
      action: { label: es.notifications.view, onClick: () => onOpen(notification) },
    })
    if (document.visibilityState === 'hidden' && alerts === 'granted' && !pushActive) {
      showBrowserNotification(notification, () => onOpen(notification))
    }
  })
}
