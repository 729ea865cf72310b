import { Toaster as Sonner } from 'sonner'
import { es } from '@/i18n/es'

/**
 * The header is 4rem high (components/app-shell): toasts start below it, so they never cover the bell, the
 * chat or the user menu, on phones (full width) as on wider screens.
 */
const BELOW_HEADER = { top: '4.75rem', right: '1rem', left: '1rem', bottom: '1rem' }
const BELOW_HEADER_PHONE = { top: '4.5rem', right: '0.5rem', left: '0.5rem', bottom: '0.5rem' }

/**
 * SPEC: toasts at the top right, 5 s, at most 20 kept; below the header (DESIGN 8: a toast covers no control).
 * Styles come from the static sonner CSS import.
 */
function Toaster() {
  return (
    <Sonner
      position="top-right"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_PHONE}
      duration={5000}
      visibleToasts={20}
      richColors
      closeButton
      containerAriaLabel={es.common.toastRegion}
      toastOptions={{
        closeButtonAriaLabel: es.common.close,
        classNames: { toast: 'text-base', title: 'font-semibold', description: 'text-[0.95rem]' },
      }}
    />
  )
}

export { Toaster }
