import type * as React from 'react'

/** A tab's fields: one column on phones, two on wider screens. */
export function StepGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
}
