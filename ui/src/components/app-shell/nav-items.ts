import {
  CalendarDaysIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  NewspaperIcon,
  PillIcon,
  UserRoundIcon,
  UsersIcon,
  UsersRoundIcon,
} from 'lucide-react'
import { es } from '@/i18n/es'

export type NavItem = {
  to: '/dashboard' | '/inventory' | '/activities' | '/posts' | '/patients' | '/admin' | '/profile'
  label: string
  icon: LucideIcon
}

/** The staff menu; SPEC: the same for every staff role. */
export const navItems: NavItem[] = [
  { to: '/dashboard', label: es.nav.dashboard, icon: LayoutDashboardIcon },
  { to: '/inventory', label: es.nav.inventory, icon: PillIcon },
  { to: '/activities', label: es.nav.activities, icon: CalendarDaysIcon },
  { to: '/posts', label: es.nav.posts, icon: NewspaperIcon },
  { to: '/patients', label: es.nav.patients, icon: UsersRoundIcon },
  { to: '/admin', label: es.nav.admin, icon: UsersIcon },
  { to: '/profile', label: es.nav.profile, icon: UserRoundIcon },
]
