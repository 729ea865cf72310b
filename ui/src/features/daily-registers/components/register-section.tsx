import type * as React from 'react'

type RegisterSectionProps = {
  id: string
  title: string
  /** Beside the title: the schedule, the total, the last weight. */
  status?: React.ReactNode
  /** At the title's end: «Cambiar pauta», «Registrar peso». */
  actions?: React.ReactNode
  children: React.ReactNode
}

/** One register of «Seguimiento»: a card with its heading, its state and its actions, then its content. */
export function RegisterSection({ id, title, status, actions, children }: RegisterSectionProps) {
  return (
    <section aria-labelledby={id} className="@container grid min-w-0 gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id={id} className="text-xl font-semibold">
            {title}
          </h2>
          {status && <div className="text-base text-muted-foreground">{status}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  )
}
