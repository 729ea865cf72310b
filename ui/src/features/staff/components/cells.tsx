import { es } from '@/i18n/es'

/** A cell's text, or "—" when the person has none. */
export function orDash(value: string) {
  return value || es.common.notAvailable
}

/** An e-mail address that may wrap after its @ (and anywhere else only if it must). */
export function EmailText({ email }: { email: string }) {
  if (!email) return es.common.notAvailable
  const at = email.indexOf('@')
  return (
    <span className="[overflow-wrap:anywhere]">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  )
}
