import { Toaster as Sonner } from 'sonner'
import { es } from '@/i18n/es'

/** SPEC: toasts at the top right, 5 s, at most 20 kept. Styles come from the static sonner CSS import. */
function Toaster() {
  return (
    <Sonner
      position="top-right"
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
