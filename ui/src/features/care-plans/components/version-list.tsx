import { Link } from '@tanstack/react-router'
import type { CarePlan } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.carePlans.versions

/** When a version was started, agreed or replaced, as its line in the list says. */
function versionDate(plan: CarePlan) {
  if (plan.status === 'sustituido' && plan.supersededAt) return t.supersededOn(formatDate(plan.supersededAt))
  if (plan.approvedAt) return t.approvedOn(formatDate(plan.approvedAt))
  return t.createdOn(formatDate(plan.createdAt))
}

/** Every version of the resident's plan, newest first, each a link that shows it; the one shown is marked. */
export function VersionList({ plans, selectedId }: { plans: readonly CarePlan[]; selectedId: string }) {
  return (
    <nav aria-label={t.label} className="grid gap-2">
      <h2 className="text-lg font-semibold">{t.title}</h2>
      <ul className="flex flex-wrap gap-2">
        {plans.map((plan) => {
          const selected = plan._id === selectedId
          return (
            <li key={plan._id}>
              <Link
                to="/patients/$id/pai"
                params={{ id: plan.residentId }}
                search={{ plan: plan._id }}
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'grid min-h-12 rounded-lg border bg-card px-3 py-1.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70',
                  selected && 'border-primary bg-primary/10 ring-1 ring-primary',
                )}
              >
                <span className="font-medium">{t.item(plan.version, es.carePlans.statuses[plan.status])}</span>
                <span className="text-sm text-muted-foreground">{versionDate(plan)}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
