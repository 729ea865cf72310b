import { Link } from '@tanstack/react-router'
import { LogInIcon, MenuIcon } from 'lucide-react'
import { useState } from 'react'
import { Logo } from '@/components/logo'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { ExternalLink } from '@/features/landing/components/external-link'
import { es } from '@/i18n/es'

const t = es.landing.nav

const linkClass =
  'rounded-md px-3 py-2 text-lg font-medium text-foreground/90 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none'

function MobileMenu({ messagingUrl }: { messagingUrl: string }) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t.openMenu}>
          <MenuIcon aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>{t.menuTitle}</SheetTitle>
          <SheetDescription className="sr-only">{t.label}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t.label} className="flex flex-col gap-1 px-3">
          <a href="#inicio" onClick={close} className={linkClass}>
            {t.home}
          </a>
          <a href="#servicios" onClick={close} className={linkClass}>
            {t.services}
          </a>
          <a href="#instalaciones" onClick={close} className={linkClass}>
            {t.facilities}
          </a>
          <a href="#testimonios" onClick={close} className={linkClass}>
            {t.testimonials}
          </a>
          <ExternalLink href={messagingUrl} onClick={close} className={linkClass}>
            {t.contact}
          </ExternalLink>
        </nav>
      </SheetContent>
    </Sheet>
  )
}

/** The public header: Inicio, Contacto and Ingresar; on phones a menu that adds the page's sections. */
export function LandingHeader({ messagingUrl }: { messagingUrl: string }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-18 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <a
          href="#inicio"
          className="flex rounded-md text-primary focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
        >
          <Logo />
        </a>
        <nav aria-label={t.label} className="ml-auto hidden items-center gap-1 md:flex">
          <a href="#inicio" className={linkClass}>
            {t.home}
          </a>
          <ExternalLink href={messagingUrl} className={linkClass}>
            {t.contact}
          </ExternalLink>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-2">
          <Button asChild className="md:h-12 md:px-7 md:text-lg">
            <Link to="/signin">
              <LogInIcon aria-hidden />
              {t.signin}
            </Link>
          </Button>
          <MobileMenu messagingUrl={messagingUrl} />
        </div>
      </div>
    </header>
  )
}
