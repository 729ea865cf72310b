import {
  BellIcon,
  CalendarClockIcon,
  MegaphoneIcon,
  MessageCircleIcon,
  PackageIcon,
  PillIcon,
  TriangleAlertIcon,
  type LucideIcon,
} from 'lucide-react'
import { es } from '@/i18n/es'

const t = es.notifications.kinds

/** How a kind of notification looks in the bell's list: its icon, whether it is urgent, its name. */
export type NotificationLook = { Icon: LucideIcon; urgent: boolean; label: string }

const LOOKS: Record<string, NotificationLook> = {
  incident: { Icon: TriangleAlertIcon, urgent: true, label: t.incident },
  fall: { Icon: TriangleAlertIcon, urgent: true, label: t.fall },
  alert: { Icon: TriangleAlertIcon, urgent: true, label: t.alert },
  'dose-missed': { Icon: PillIcon, urgent: true, label: t['dose-missed'] },
  post: { Icon: MegaphoneIcon, urgent: false, label: t.post },
  chat: { Icon: MessageCircleIcon, urgent: false, label: t.chat },
  stock: { Icon: PackageIcon, urgent: false, label: t.stock },
  expiry: { Icon: CalendarClockIcon, urgent: false, label: t.expiry },
}

/**
 * The look of a notification's kind (`options.kind`): incidents, falls, alerts and missed doses stand out
 * with a warning colour; posts, messages, stock and expiry have their own quiet icons. A notification
 * without a kind (saved before kinds existed) or of a kind this UI does not know is a plain "Aviso".
 */
export function notificationLook(kind: string): NotificationLook {
  return LOOKS[kind] ?? { Icon: BellIcon, urgent: false, label: t.other }
}
