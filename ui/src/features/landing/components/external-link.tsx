import type * as React from 'react'
import { es } from '@/i18n/es/public'

/** A link to another site (the messaging chat), opened in a new tab without handing it this page. */
export function ExternalLink({ children, ...props }: Omit<React.ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {es.landing.nav.opensInNewTab}</span>
    </a>
  )
}
