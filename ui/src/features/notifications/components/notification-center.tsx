import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { NotificationBell, type ShellNotification } from '@/components/app-shell/notification-bell'
import { alertsQueryOptions } from '@/features/alerts/api'
import type { Alert } from '@/features/alerts/schemas'
import { useMarkNotificationRead } from '@/features/notifications/api'
import { BrowserAlertsNote } from '@/features/notifications/components/browser-alerts-note'
import { notificationLook } from '@/features/notifications/notification-kind'
import { clinicalFirst } from '@/features/notifications/notification-list'
import type { AppNotification } from '@/features/notifications/schemas'
import { useBrowserAlerts } from '@/features/notifications/use-browser-alerts'
import { useLiveNotifications } from '@/features/notifications/use-live-notifications'
import { useNotifications } from '@/features/notifications/use-notifications'
import { usePushSubscription } from '@/features/notifications/use-push-subscription'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'
import { useCan } from '@/lib/permissions'
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

/** How many open alerts the bell lists (the most urgent: the server's order, high first then oldest). */
const BELL_ALERTS = 5

function alertToShell(alert: Alert): ShellNotification {
  const { Icon, label } = notificationLook(alert.kind === 'fall' || alert.kind === 'dose-missed' ? alert.kind : 'alert')
  return {
    kind: { icon: <Icon />, urgent: true, label },
    id: alert._id,
    title: `${alert.title}: ${alert.residentName}`,
    body: alert.detail,
    when: formatRelativeTime(alert.createdAt),
    read: true, // an alert is attended on its page; the red dot is for unread notifications
  }
}

/**
 * The header's bell: the clinical alerts still open on top (for those who attend them, issue 25), then the
 * user's notifications, the clinical ones first, live over the websocket, and this browser's alerts.
 */
export function NotificationCenter({ userId, onFollow }: NotificationCenterProps) {
  const query = useNotifications(userId)
  const attends = useCan()('alerts.acknowledge')
  const openAlerts = useQuery({ ...alertsQueryOptions({ status: 'open' }), enabled: attends })
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

  const notifications = clinicalFirst(query.data ?? [])
  const alertList = attends ? (openAlerts.data ?? []) : []
  const moreAlerts = alertList.length - BELL_ALERTS
  return (
    <NotificationBell
      alerts={{
        items: alertList.slice(0, BELL_ALERTS).map(alertToShell),
        more: moreAlerts > 0 ? es.alerts.bell.more(moreAlerts) : undefined,
        onSelect: (id) => {
          const alert = alertList.find((item) => item._id === id)
          if (alert) onFollow(alert.link || '/alerts')
        },
        onMore: () => onFollow('/alerts'),
      }}
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
