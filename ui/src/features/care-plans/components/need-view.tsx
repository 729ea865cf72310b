import { interventionSchedule, interventionWho } from '@/features/care-plans/components/intervention-text'
import { SourceTag } from '@/features/care-plans/components/source-tag'
import type { Need, PlanContext } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.carePlans.view

/** One need as the plan reads: what, its objective and dates, where it came from, what is done and its outcome. */
export function NeedView({ need, context }: { need: Need; context: PlanContext | null }) {
  return (
    <article aria-label={need.text} className="grid gap-3 rounded-lg border bg-background p-3 sm:p-4">
      <div className="grid gap-1">
        <h4 className="font-semibold break-words whitespace-pre-line">{need.text}</h4>
        {need.source && <SourceTag source={need.source} context={context} />}
        <p className="text-sm text-muted-foreground">{t.dates(formatDate(need.startDate), formatDate(need.reviewDate))}</p>
      </div>
      <div className="grid gap-1">
        <h5 className="text-sm font-medium text-muted-foreground">{t.objective}</h5>
        <p className="break-words whitespace-pre-line">{need.objective}</p>
      </div>
      <div className="grid gap-1">
        <h5 className="text-sm font-medium text-muted-foreground">{t.interventions}</h5>
        {need.interventions.length === 0 ? (
          <p className="text-muted-foreground">{t.noInterventions}</p>
        ) : (
          <ul className="grid gap-2">
            {need.interventions.map((intervention) => (
              <li key={intervention._id || intervention.text} className="grid gap-0.5 border-l-4 border-primary/40 pl-3">
                <span className="break-words">{intervention.text}</span>
                <span className="text-sm text-muted-foreground">
                  {[intervention.frequency, interventionSchedule(intervention)].filter(Boolean).join(' · ')}
                </span>
                {interventionWho(intervention) && (
                  <span className="text-sm">
                    <span className="text-muted-foreground">{t.responsible}: </span>
                    {interventionWho(intervention)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p>
        <span className="text-sm font-medium text-muted-foreground">{t.outcome}: </span>
        {need.outcome ? es.carePlans.outcomes[need.outcome] : t.noOutcome}
        {need.outcomeNote && <span className="block break-words whitespace-pre-line">{need.outcomeNote}</span>}
      </p>
    </article>
  )
}
