import { Fragment } from 'react'
import { es } from '@/i18n/es'

/** A cell's text, or "—" when the person has none. */
export function orDash(value: string) {
  return value || es.common.notAvailable
}

/**
 * An e-mail address that may wrap after its @, its dots and its hyphens, never inside a word: in the staff
 * table, a narrow Email column is two or three readable lines rather than a letter per line.
 */
export function EmailText({ email }: { email: string }) {
  if (!email) return es.common.notAvailable
  const parts = email.split(/(?<=[@.\-])/)
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
