import { MenuIcon } from 'lucide-react'
import { useState } from 'react'
import type { NavCounts } from '@/components/app-shell/nav-items'
import { NavList } from '@/components/app-shell/nav-list'
import { Logo } from '@/components/logo'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { es } from '@/i18n/es'

type MobileNavProps = { staffArea: boolean; onLogout: () => void; counts?: NavCounts }

/** The staff menu in a sheet, for screens narrower than md. */
export function MobileNav({ staffArea, onLogout, counts }: MobileNavProps) {
  const [open, setOpen] = useState(false)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={es.nav.openMenu}>
          <MenuIcon aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="gap-0">
        <SheetHeader>
          <SheetTitle>
            <Logo />
          </SheetTitle>
          <SheetDescription className="sr-only">{es.nav.menuTitle}</SheetDescription>
        </SheetHeader>
        <nav aria-label={es.nav.label} className="flex flex-1 flex-col p-3">
          <NavList
            staffArea={staffArea}
            counts={counts}
            onNavigate={() => setOpen(false)}
            onLogout={() => {
              setOpen(false)
              onLogout()
            }}
          />
        </nav>
      </SheetContent>
    </Sheet>
  )
}
