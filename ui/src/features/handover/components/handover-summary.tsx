import { Link } from '@tanstack/react-router'
import { cardAnchor, firstResidentWith, SUMMARY_FIGURES } from '@/features/handover/logic'
import type { Handover } from '@/features/handover/schemas'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.handover.summary

/** The figures that call for attention first: open alerts, readings out of range, falls and incidents, doses. */
const URGENT_FIGURES: ReadonlySet<string> = new Set(['alertsOpen', 'vitalsOutOfRange', 'incidents', 'dosesHeldOrMissed'])

/** The id of the one line of residents without the day's care record. */
export const CARE_LINE_ID = 'relevo-sin-cuidados'

const figureClass = (urgent: boolean) =>
  cn(
    'grid min-h-11 content-start gap-0.5 rounded-lg border p-3',
    urgent ? 'border-destructive/40 bg-destructive/5 text-destructive' : 'bg-muted/40 text-muted-foreground',
  )

/**
 * Issue 25: what the handover leads with, the shift's figures; each links to the first resident it counts
 * (open alerts to the alerts queue, the missing care records to their one line). A figure of nought is text.
 */
export function HandoverSummary({ handover }: { handover: Handover }) {
  return (
    <section aria-labelledby="handover-summary" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="handover-summary" className="text-lg font-semibold">
        {t.title}
      </h2>
      <ul className="grid grid-cols-2 gap-2 @min-[40rem]:grid-cols-4">
        {SUMMARY_FIGURES.map(({ key, kinds }) => {
          const count = handover.summary[key]
          const urgent = count > 0 && URGENT_FIGURES.has(key)
          const content = (
            <>
              <span className={cn('text-2xl font-semibold tabular-nums', count === 0 && 'text-muted-foreground')}>{count}</span>
              <span className="text-sm font-medium text-foreground">{t[key]}</span>
            </>
          )
          const first = firstResidentWith(handover.residents, kinds)
          return (
            <li key={key} data-figure={key}>
              {count === 0 ? (
                <div className={figureClass(false)}>{content}</div>
              ) : key === 'alertsOpen' ? (
                <Link to="/alerts" className={cn(figureClass(urgent), 'hover:underline')}>
                  {content}
                </Link>
              ) : (
                <a
                  href={`#${key === 'careMissing' ? CARE_LINE_ID : cardAnchor(first ?? '')}`}
                 
                  className={cn(figureClass(urgent), 'hover:underline')}
                >
                  {content}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
