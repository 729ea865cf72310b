import { es } from '@/i18n/es'

/** SPEC: Términos, Privacidad, Contacto, with no targets (plain text until the home provides pages). */
export function AppFooter() {
  return (
    <footer className="flex flex-col items-center justify-between gap-2 border-t px-4 py-4 text-sm text-muted-foreground sm:flex-row sm:px-8">
      <p>{es.footer.copyright(new Date().getFullYear())}</p>
      <ul className="flex gap-5">
        <li>{es.footer.terms}</li>
        <li>{es.footer.privacy}</li>
        <li>{es.footer.contact}</li>
      </ul>
    </footer>
  )
}
