import type * as React from 'react'
import {
  BellRingIcon,
  CalendarDaysIcon,
  ChartNoAxesCombinedIcon,
  ClipboardCheckIcon,
  ClipboardListIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  type LucideIcon,
  NewspaperIcon,
  PillIcon,
  ScrollTextIcon,
  SyringeIcon,
  UserRoundIcon,
  UsersIcon,
  UsersRoundIcon,
} from 'lucide-react'
import { es } from '@/i18n/es'
import type { Permission } from '@/lib/permissions'

export type NavItem = {
  to:
    | '/dashboard'
    | '/medication'
    | '/care-tasks'
    | '/alerts'
    | '/handover'
    | '/inventory'
    | '/activities'
    | '/posts'
    | '/patients'
    | '/care-plans'
    | '/indicadores'
    | '/admin'
    | '/audit'
    | '/profile'
  label: string
  icon: LucideIcon
  /** Shown only to users holding one of these permissions (from the server); every staff member otherwise. */
  anyOf?: readonly Permission[]
}

/** Live counts beside some labels (the open alerts), given by the route that renders the frame. */
export type NavCounts = Partial<Record<NavItem['to'], (collapsed: boolean) => React.ReactNode>>

/** The staff menu; SPEC: the same for every staff role. */
export const navItems: NavItem[] = [
  { to: '/dashboard', label: es.nav.dashboard, icon: LayoutDashboardIcon },
  { to: '/medication', label: es.medicationRound.title, icon: SyringeIcon, anyOf: ['doses.give', 'residents.read'] },
  { to: '/care-tasks', label: es.careTasks.title, icon: ListChecksIcon, anyOf: ['records.notes', 'residents.read'] },
  { to: '/alerts', label: es.alerts.title, icon: BellRingIcon, anyOf: ['alerts.acknowledge'] },
  { to: '/handover', label: es.handover.documentTitle, icon: ClipboardListIcon, anyOf: ['handover.read'] },
  { to: '/inventory', label: es.nav.inventory, icon: PillIcon },
  { to: '/activities', label: es.nav.activities, icon: CalendarDaysIcon },
  { to: '/posts', label: es.nav.posts, icon: NewspaperIcon },
  { to: '/patients', label: es.nav.patients, icon: UsersRoundIcon },
  { to: '/care-plans', label: es.carePlans.title, icon: ClipboardCheckIcon, anyOf: ['residents.read'] },
  { to: '/indicadores', label: es.indicators.title, icon: ChartNoAxesCombinedIcon, anyOf: ['indicators.read'] },
  { to: '/admin', label: es.nav.admin, icon: UsersIcon },
  { to: '/audit', label: es.audit.title, icon: ScrollTextIcon, anyOf: ['audit.read'] },
  { to: '/profile', label: es.nav.profile, icon: UserRoundIcon },
]
