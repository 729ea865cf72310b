import { Link } from '@tanstack/react-router'
import { MobileNav } from '@/components/app-shell/mobile-nav'
import { NotificationBell, type ShellNotification } from '@/components/app-shell/notification-bell'
import { UserMenu } from '@/components/app-shell/user-menu'
import { Logo } from '@/components/logo'
import { es } from '@/i18n/es'

type AppHeaderProps = {
  name: string
  username: string
  hasStaffRole: boolean
  notifications: ShellNotification[]
  onLogout: () => void
}

export function AppHeader({ name, username, hasStaffRole, notifications, onLogout }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-card/95 px-3 backdrop-blur sm:px-4">
      <MobileNav hasStaffRole={hasStaffRole} onLogout={onLogout} />
      <Link
        to="/dashboard"
        aria-label={es.header.goToDashboard}
        className="flex rounded-md px-1 text-primary focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
      >
        <Logo />
      </Link>
      <div className="ml-auto flex items-center gap-1">
        <NotificationBell notifications={notifications} />
        <UserMenu name={name} username={username} onLogout={onLogout} />
      </div>
    </header>
  )
}
