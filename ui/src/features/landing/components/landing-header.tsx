import { Link } from '@tanstack/react-router'
import { LogInIcon, MenuIcon } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Logo } from '@/components/logo'
import { buttonVariants } from '@/components/ui/button-variants'
import { ExternalLink } from '@/features/landing/components/external-link'
import { linkClass } from '@/features/landing/components/link-class'
import { es } from '@/i18n/es/public'

const t = es.landing.nav

// The menu's panel (a dialog) loads on the first tap: most visitors never open it (issue 16).
const loadMenu = () => import('@/features/landing/components/mobile-menu')
const MobileMenu = lazy(() => loadMenu().then((module) => ({ default: module.MobileMenu })))

function MobileMenuButton({ messagingUrl }: { messagingUrl: string }) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
        aria-label={t.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMenu()}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <MenuIcon aria-hidden />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} trigger={button} messagingUrl={messagingUrl} />
        </Suspense>
      )}
    </>
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
          <Link to="/signin" className={buttonVariants({ className: 'md:h-12 md:px-7 md:text-lg' })}>
            <LogInIcon aria-hidden />
            {t.signin}
          </Link>
          <MobileMenuButton messagingUrl={messagingUrl} />
        </div>
      </div>
    </header>
  )
}
