import type { RefObject } from 'react'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { ExternalLink } from '@/features/landing/components/external-link'
import { linkClass } from '@/features/landing/components/link-class'
import { es } from '@/i18n/es/public'

const t = es.landing.nav

type MobileMenuProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened it, which gets the focus back when it closes. */
  trigger: RefObject<HTMLButtonElement | null>
  messagingUrl: string
}

/**
 * The phone menu's panel, with the page's sections. Its own file: the header loads it (and the dialog code under
 * it) on the first tap of the menu button, so that the landing page does not download it up front (issue 16).
 */
export function MobileMenu({ open, onOpenChange, trigger, messagingUrl }: MobileMenuProps) {
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
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
