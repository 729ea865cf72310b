import { Link } from '@tanstack/react-router'
import { LoaderCircleIcon, LogOutIcon } from 'lucide-react'
import type * as React from 'react'
import { navItems, type NavCounts } from '@/components/app-shell/nav-items'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { cn } from '@/lib/utils'

type NavListProps = {
  /** The user holds staff.area; SPEC: without it the menu reads "Cargando roles..." instead. */
  staffArea: boolean
  onLogout: () => void
  /** Icons only, with the labels as tooltips (collapsed sidebar). */
  collapsed?: boolean
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate?: () => void
  counts?: NavCounts
}

const itemClass =
  'relative flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none'

function WithTooltip({ label, collapsed, children }: { label: string; collapsed: boolean; children: React.ReactElement }) {
  if (!collapsed) return children
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  )
}

/** The staff menu links and the logout item, shared by the sidebar and the mobile menu. */
export function NavList({ staffArea, onLogout, collapsed = false, onNavigate, counts }: NavListProps) {
  const may = useCan()
  const items = navItems.filter((item) => !item.anyOf || item.anyOf.some((permission) => may(permission)))
  return (
    <div className="flex flex-1 flex-col gap-1">
      {staffArea ? (
        <ul className="flex flex-col gap-1">
          {items.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <WithTooltip label={label} collapsed={collapsed}>
                <Link
                  to={to}
                  onClick={onNavigate}
                  className={cn(
                    itemClass,
                    'data-[status=active]:bg-accent data-[status=active]:text-accent-foreground data-[status=active]:font-semibold',
                    collapsed && 'justify-center px-0',
                  )}
                >
                  <Icon className="size-5 shrink-0" aria-hidden />
                  <span className={cn(collapsed && 'sr-only')}>{label}</span>
                  {counts?.[to]?.(collapsed)}
                </Link>
              </WithTooltip>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className={cn('flex items-center gap-3 px-3 py-2 text-muted-foreground', collapsed && 'justify-center px-0')}>
          <LoaderCircleIcon className="size-5 shrink-0 animate-spin" aria-hidden />
          <span className={cn(collapsed && 'sr-only')}>{es.nav.loadingRoles}</span>
        </p>
      )}
      <div className="mt-auto border-t pt-2">
        <WithTooltip label={es.nav.logout} collapsed={collapsed}>
          <button type="button" onClick={onLogout} className={cn(itemClass, collapsed && 'justify-center px-0')}>
            <LogOutIcon className="size-5 shrink-0" aria-hidden />
            <span className={cn(collapsed && 'sr-only')}>{es.nav.logout}</span>
          </button>
        </WithTooltip>
      </div>
    </div>
  )
}
