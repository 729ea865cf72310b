import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { MobileNav } from '@/components/app-shell/mobile-nav'
import { UserMenu } from '@/components/app-shell/user-menu'
import type { NavCounts } from '@/components/app-shell/nav-items'
import { Logo } from '@/components/logo'
import { es } from '@/i18n/es'

type AppHeaderProps = {
  name: string
  username: string
  staffArea: boolean
  /** The header's tools before the user menu (chat, notifications). */
  actions: React.ReactNode
  onLogout: () => void
  counts?: NavCounts
}

export function AppHeader({ name, username, staffArea, actions, onLogout, counts }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-card/95 px-3 backdrop-blur sm:px-4">
      <MobileNav staffArea={staffArea} onLogout={onLogout} counts={counts} />
      <Link
        to="/dashboard"
        aria-label={es.header.goToDashboard}
        className="flex rounded-md px-1 text-primary focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
      >
        <Logo />
      </Link>
      <div className="ml-auto flex items-center gap-1">
        {actions}
        <UserMenu name={name} username={username} onLogout={onLogout} />
      </div>
    </header>
  )
}
