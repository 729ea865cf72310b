import type * as React from 'react'
import { AppFooter } from '@/components/app-shell/app-footer'
import { AppHeader } from '@/components/app-shell/app-header'
import type { NavCounts } from '@/components/app-shell/nav-items'
import { Sidebar } from '@/components/app-shell/sidebar'
import { es } from '@/i18n/es'

type AppShellProps = {
  name: string
  username: string
  staffArea: boolean
  /** The header's tools before the user menu (chat, notifications). */
  actions: React.ReactNode
  onLogout: () => void
  /** Live counts beside some menu labels (the open alerts). */
  counts?: NavCounts
  children: React.ReactNode
}

/** The staff frame: header, collapsible sidebar (a sheet on small screens), content and footer. */
export function AppShell({ children, ...user }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {es.nav.skipToContent}
      </a>
      <AppHeader {...user} />
      <div className="flex flex-1">
        <Sidebar staffArea={user.staffArea} onLogout={user.onLogout} counts={user.counts} />
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-8 sm:py-8">
            {children}
          </main>
          <AppFooter />
        </div>
      </div>
    </div>
  )
}
