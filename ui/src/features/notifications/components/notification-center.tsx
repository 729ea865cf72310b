import { toast } from 'sonner'
import { NotificationBell, type ShellNotification } from '@/components/app-shell/notification-bell'
import { useMarkNotificationRead } from '@/features/notifications/api'
import { BrowserAlertsNote } from '@/features/notifications/components/browser-alerts-note'
import { notificationLook } from '@/features/notifications/notification-kind'
import type { AppNotification } from '@/features/notifications/schemas'
import { useBrowserAlerts } from '@/features/notifications/use-browser-alerts'
import { useLiveNotifications } from '@/features/notifications/use-live-notifications'
import { useNotifications } from '@/features/notifications/use-notifications'
import { usePushSubscription } from '@/features/notifications/use-push-subscription'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'
import { formatRelativeTime } from '@/lib/relative-time'

type NotificationCenterProps = {
  userId: string
  /** Goes where a notification points (its options.url). */
  onFollow: (url: string) => void
}

function toShell(notification: AppNotification): ShellNotification {
  const { Icon, urgent, label } = notificationLook(notification.options.kind)
  return {
    kind: { icon: <Icon />, urgent, label },
    id: notification.id,
    title: notification.title,
    body: notification.options.body,
    when: formatRelativeTime(notification.createdAt),
    read: notification.read,
  }
}

/** The header's bell with the user's notifications, live over the websocket, and this browser's alerts. */
export function NotificationCenter({ userId, onFollow }: NotificationCenterProps) {
  const query = useNotifications(userId)
  const markRead = useMarkNotificationRead(userId)
  const alerts = useBrowserAlerts()
  const pushActive = usePushSubscription(alerts.state)

  function open(notification: AppNotification) {
    if (!notification.read) {
      markRead.mutate(notification.id, {
        onSuccess: () => toast.success(es.notifications.markedRead),
        onError: (error) => notifyError(error, es.notifications.markReadError),
      })
    }
    if (notification.options.url) onFollow(notification.options.url)
  }

  useLiveNotifications(userId, { alerts: alerts.state, pushActive, onOpen: open })

  const notifications = query.data ?? []
  return (
    <NotificationBell
      notifications={notifications.map(toShell)}
      status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      onSelect={(id) => {
        const notification = notifications.find((item) => item.id === id)
        if (notification) open(notification)
      }}
      onRetry={() => void query.refetch()}
      footer={<BrowserAlertsNote state={alerts.state} onEnable={() => void alerts.request()} />}
    />
  )
}
