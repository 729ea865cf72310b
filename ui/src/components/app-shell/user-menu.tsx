import { Link } from '@tanstack/react-router'
import { ChevronDownIcon, LogOutIcon, UserRoundIcon } from 'lucide-react'
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
import { initials } from '@/lib/initials'

type UserMenuProps = { name: string; username: string; onLogout: () => void }

/** The signed-in user's menu: Perfil and Cerrar sesión. */
export function UserMenu({ name, username, onLogout }: UserMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/*
          Named by its content, which starts with the name it shows (WCAG 2.5.3): "<nombre>, menú de usuario".
          The initials are only a picture; phones show no name, so there it is for screen readers only.
        */}
        <Button variant="ghost" className="h-11 gap-2 px-2">
          <span
            className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            aria-hidden
          >
            {initials(name || username)}
          </span>
          <span className="sr-only sm:hidden">{name || username}</span>
          <span className="hidden max-w-40 truncate sm:inline">{name || username}</span>
          <span className="sr-only">, {es.header.userMenu}</span>
          <ChevronDownIcon className="hidden size-4 opacity-70 sm:inline" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-semibold">{name || username}</span>
          <span className="block truncate text-sm text-muted-foreground">{username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRoundIcon aria-hidden />
            {es.nav.profile}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout}>
          <LogOutIcon aria-hidden />
          {es.nav.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
