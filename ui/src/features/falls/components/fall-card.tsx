import { CircleAlertIcon } from 'lucide-react'
import type * as React from 'react'
import { Badge } from '@/components/ui/badge'
import { UNKNOWN_PLACE } from '@/features/falls/form-schema'
import type { Fall } from '@/features/falls/schemas'
import { es } from '@/i18n/es'
import { formatDateTime } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.falls

/** The injury as a badge: none in green, mild in amber, grave in red. */
export function InjuryBadge({ injury }: { injury: Fall['injury'] }) {
  const variant = injury === 'grave' ? 'destructive' : injury === 'leve' ? 'warning' : 'success'
  return <Badge variant={variant}>{t.injuries[injury]}</Badge>
}

function Detail({ term, children, className }: { term: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('grid content-start gap-0.5', className)}>
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  )
}

const labelsOf = (keys: string[], labels: Record<string, string>) =>
  keys.length === 0 ? t.card.none : keys.map((key) => labels[key] ?? key).join(', ')

/** Its name as the list says it: «19/11/2026, 22:15 · Baño». */
export function fallTitle(fall: Fall) {
  return t.card.title(formatDateTime(fall.at), fall.place)
}

type FallCardProps = {
  fall: Fall
  /** The buttons that act on it (Completar, Anular), by permission. */
  actions?: React.ReactNode
}

/** One fall of the register: when and where, the injury, who recorded it, and what was found and done. */
export function FallCard({ fall, actions }: FallCardProps) {
  const title = fallTitle(fall)
  const toComplete = fall.place === UNKNOWN_PLACE
  return (
    <article
      aria-label={title}
      className={cn(
        'grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm @md:p-5',
        fall.injury === 'grave' && 'border-2 border-destructive',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="text-sm text-muted-foreground">
            {t.card.by(fall.createdByName)}
            {fall.updatedAt && ` · ${t.card.edited(fall.updatedByName, formatDateTime(fall.updatedAt))}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <InjuryBadge injury={fall.injury} />
          {fall.restraintInUse && <Badge variant="outline">{t.card.restraint}</Badge>}
          {fall.incidentId && <Badge variant="secondary">{t.card.fromIncident}</Badge>}
        </div>
      </header>
      {toComplete && (
        <p className="inline-flex items-center gap-1.5 font-medium text-warm">
          <CircleAlertIcon className="size-4" aria-hidden />
          {t.card.toComplete}
        </p>
      )}
      <dl className="grid gap-3 @lg:grid-cols-2">
        <Detail term={t.card.activity}>
          {[fall.witnessed ? t.card.witnessed : t.card.notWitnessed, fall.foundOnFloor && t.card.foundOnFloor]
            .filter(Boolean)
            .join(' · ')}
          {fall.activity && <span className="block">{fall.activity}</span>}
        </Detail>
        {fall.injury !== 'ninguna' && <Detail term={t.card.injuryDetail}>{fall.injuryDetail}</Detail>}
        <Detail term={t.card.intrinsic}>{labelsOf(fall.intrinsic, t.intrinsic)}</Detail>
        <Detail term={t.card.extrinsic}>{labelsOf(fall.extrinsic, t.extrinsic)}</Detail>
        <Detail term={t.card.psychotropics}>{fall.psychotropics || t.form.medicationNone}</Detail>
        <Detail term={t.card.informed}>
          {fall.doctorInformed ? t.card.doctorInformed : t.card.doctorNotInformed}
          {' · '}
          {fall.familyInformed
            ? t.card.familyInformed(fall.familyInformed.name, formatDateTime(fall.familyInformed.at))
            : t.card.familyNotInformed}
        </Detail>
        {fall.actions && (
          <Detail term={t.card.actions} className="@lg:col-span-2">
            {fall.actions}
          </Detail>
        )}
      </dl>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  )
}
