import { BellIcon } from 'lucide-react'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

export type ShellNotification = {
  id: string
  title: string
  body: string
  when: string
  read: boolean
  /** What it is about: an icon, its name (said to screen readers) and whether it is urgent (warning colour). */
  kind: { icon: React.ReactNode; label: string; urgent: boolean }
}

type NotificationBellProps = {
  /**
   * Issue 25: the clinical alerts still open, listed above the notifications (they do not light the red dot:
   * that is for unread notifications); `more` opens the rest.
   */
  alerts?: { items: ShellNotification[]; more?: string; onSelect: (id: string) => void; onMore: () => void }
  notifications: ShellNotification[]
  status: 'loading' | 'error' | 'ready'
  onSelect: (id: string) => void
  onRetry: () => void
  /** Shown under the list (the browser-alerts note). */
  footer?: React.ReactNode
}

function NotificationItem({ notification, onSelect }: { notification: ShellNotification; onSelect: () => void }) {
  const { title, body, when, read, kind } = notification
  return (
    <DropdownMenuItem
      onSelect={onSelect}
      data-kind-urgent={kind.urgent || undefined}
      className={cn('items-start gap-3', kind.urgent && 'border-l-4 border-warm bg-warm-soft/60 focus:bg-warm-soft')}
    >
      <span className="relative mt-0.5 shrink-0">
        <span
          className={cn(
            'grid size-8 place-items-center rounded-full [&_svg]:size-4',
            kind.urgent ? 'bg-warm text-warm-foreground' : 'bg-muted text-muted-foreground',
          )}
          aria-hidden
        >
          {kind.icon}
        </span>
        {!read && (
          <span className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-destructive ring-2 ring-popover" aria-hidden />
        )}
      </span>
      <span className="grid min-w-0 gap-0.5">
        <span className={cn('break-words', !read && 'font-semibold')}>
          {!read && <span className="sr-only">{es.notifications.unread}: </span>}
          <span className="sr-only">{kind.label}: </span>
          {title}
        </span>
        {body && <span className="line-clamp-2 text-sm break-words text-muted-foreground">{body}</span>}
        <span className="text-sm text-muted-foreground">{when}</span>
      </span>
    </DropdownMenuItem>
  )
}

function Message({ children }: { children: React.ReactNode }) {
  return <p className="px-3 py-4 text-center text-muted-foreground">{children}</p>
}

/** SPEC: a red dot when there are unread notifications; the dropdown lists them, newest first. */
export function NotificationBell({ alerts, notifications, status, onSelect, onRetry, footer }: NotificationBellProps) {
  const hasUnread = notifications.some((notification) => !notification.read)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={hasUnread ? es.header.newNotifications : es.header.notifications}
        >
          <BellIcon aria-hidden />
          {hasUnread && (
            <span
              data-testid="notification-dot"
              className="absolute top-2.5 right-2.5 size-2.5 rounded-full bg-destructive ring-2 ring-card"
              aria-hidden
            />
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-[min(24rem,calc(100vw-1rem))]">
        {alerts && alerts.items.length > 0 && (
          <DropdownMenuGroup aria-label={es.alerts.bell.title} data-testid="bell-open-alerts">
            <DropdownMenuLabel>{es.alerts.bell.title}</DropdownMenuLabel>
            {alerts.items.map((alert) => (
              <NotificationItem key={alert.id} notification={alert} onSelect={() => alerts.onSelect(alert.id)} />
            ))}
            {alerts.more && (
              <DropdownMenuItem onSelect={alerts.onMore} className="justify-center font-medium">
                {alerts.more}
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
          </DropdownMenuGroup>
        )}
        <DropdownMenuLabel>{es.header.notifications}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {notifications.length > 0 ? (
          notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onSelect={() => onSelect(notification.id)}
            />
          ))
        ) : status === 'loading' ? (
          <Message>{es.notifications.loading}</Message>
        ) : status === 'error' ? (
          <>
            <Message>{es.notifications.loadErrorText}</Message>
            <DropdownMenuItem onSelect={onRetry} className="justify-center">
              {es.common.retry}
            </DropdownMenuItem>
          </>
        ) : (
          <Message>{es.header.noNotifications}</Message>
        )}
        {footer}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
