import { PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react'
import { useState } from 'react'
import type { NavCounts } from '@/components/app-shell/nav-items'
import { NavList } from '@/components/app-shell/nav-list'
import { Button } from '@/components/ui/button'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const COLLAPSED_KEY = 'amparo.sidebar-collapsed'

function useCollapsed() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true')
  function toggle() {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, String(!value))
      return !value
    })
  }
  return { collapsed, toggle }
}

type SidebarProps = { staffArea: boolean; onLogout: () => void; counts?: NavCounts }

/** The desktop sidebar (md and up); open or collapsed to icons by its toggle, remembered per browser. */
export function Sidebar({ staffArea, onLogout, counts }: SidebarProps) {
  const { collapsed, toggle } = useCollapsed()
  return (
    <aside
      data-collapsed={collapsed}
      className={cn(
        'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col gap-2 border-r bg-card p-3 transition-[width] duration-200 md:flex',
        collapsed ? 'w-[4.75rem]' : 'w-64',
      )}
    >
      <div className={cn('flex', collapsed ? 'justify-center' : 'justify-end')}>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={toggle}
          aria-label={collapsed ? es.nav.expandSidebar : es.nav.collapseSidebar}
          aria-expanded={!collapsed}
        >
          {collapsed ? <PanelLeftOpenIcon aria-hidden /> : <PanelLeftCloseIcon aria-hidden />}
        </Button>
      </div>
      <nav aria-label={es.nav.label} className="flex flex-1 flex-col overflow-y-auto">
        <NavList staffArea={staffArea} onLogout={onLogout} collapsed={collapsed} counts={counts} />
      </nav>
    </aside>
  )
}
