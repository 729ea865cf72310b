import { useId } from 'react'
import type * as React from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { PlanStateBadge } from '@/features/care-plans/components/plan-state-badge'
import type { ReviewTrigger } from '@/features/care-plans/schemas'
import type { PlanState } from '@/features/care-plans/states'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.carePlans

const BORDER: Record<PlanState, string> = {
  vigente: 'border-success/40',
  'vence-pronto': 'border-warm/60 bg-warm-soft',
  borrador: '',
  vencido: 'border-destructive/60 bg-destructive/5',
  'sin-plan': '',
}

type PlanStatusCardProps = {
  /** The resident's state and due date (GET /care-plans/status); null when the home lists none (archived). */
  status: { state: PlanState; dueDate: string } | null
  /** The state is being read. */
  loading: boolean
  /** The significant changes that made the plan due early. */
  triggers: readonly ReviewTrigger[]
  /** «Nuevo borrador», the PDF… */
  actions?: React.ReactNode
}

/** Where the resident's plan stands, in large: its state, when it is due, why it is due early, and what to do. */
export function PlanStatusCard({ status, loading, triggers, actions }: PlanStatusCardProps) {
  const headingId = useId()
  if (!loading && !status && triggers.length === 0 && !actions) return null
  return (
    <section
      aria-labelledby={headingId}
      className={cn('grid gap-3 rounded-xl border-2 bg-card p-4 shadow-sm sm:p-5', status && BORDER[status.state])}
    >
      <h2 id={headingId} className="sr-only">
        {t.stateLabel}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {loading && <Skeleton className="h-8 w-64" />}
        {status && (
          <div className="flex flex-wrap items-center gap-3">
            <PlanStateBadge state={status.state} className="px-3 py-1 text-base" />
            {status.dueDate && <p className="text-lg font-semibold">{t.due[status.state](formatDate(status.dueDate))}</p>}
          </div>
        )}
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {triggers.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">{t.triggers}</h3>
          <ul className="grid gap-1">
            {triggers.map((trigger) => (
              <li key={`${trigger.kind}-${trigger.sourceId}-${trigger.at}`}>{t.trigger(trigger.text, formatDate(trigger.at))}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
