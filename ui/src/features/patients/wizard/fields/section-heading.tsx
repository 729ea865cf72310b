import type * as React from 'react'

/** A heading that groups fields inside a wizard tab; it spans both columns. */
export function SectionHeading({ children }: { children: React.ReactNode }) {
  return <h3 className="border-b pb-2 text-lg font-semibold text-foreground sm:col-span-2">{children}</h3>
}
