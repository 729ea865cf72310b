import { BellIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

export type ShellNotification = { id: string; title: string; read: boolean }

type NotificationBellProps = { notifications: ShellNotification[] }

/** SPEC: a red dot when notifications exist; the dropdown lists their titles. */
export function NotificationBell({ notifications }: NotificationBellProps) {
  const hasNotifications = notifications.length > 0
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={hasNotifications ? es.header.newNotifications : es.header.notifications}
        >
          <BellIcon aria-hidden />
          {hasNotifications && (
            <span
              data-testid="notification-dot"
              className="absolute top-2.5 right-2.5 size-2.5 rounded-full bg-destructive ring-2 ring-card"
              aria-hidden
            />
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>{es.header.notifications}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {hasNotifications ? (
          notifications.map((notification) => (
            <DropdownMenuItem key={notification.id} className={cn(!notification.read && 'font-semibold')}>
              {notification.title}
            </DropdownMenuItem>
          ))
        ) : (
          <p className="px-3 py-4 text-center text-muted-foreground">{es.header.noNotifications}</p>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
