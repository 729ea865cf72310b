import { AlertTriangleIcon } from 'lucide-react'
import { useState } from 'react'
import type * as React from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { Restraint, RestraintCheck } from '@/features/restraints/schemas'
import { es } from '@/i18n/es'
import { formatDate, formatDateTime } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.restraints

/** Checks shown before "Ver todas": the latest of the last shifts. */
const CHECKS_SHOWN = 6

/** Its name as the list says it: "Física: Barandillas". */
export function restraintTitle(restraint: Pick<Restraint, 'type' | 'device'>) {
  return es.restraints.banner.item(t.types[restraint.type] ?? restraint.type, restraint.device)
}

/** Where the review stands: "Revisión vencida el 01/05/2026" (red) or "Revisión el 15/05/2026". */
export function ReviewStatus({ restraint, className }: { restraint: Restraint; className?: string }) {
  const date = formatDate(restraint.reviewDate)
  if (restraint.expired) {
    return (
      <span className={cn('inline-flex items-center gap-1 font-semibold text-destructive', className)}>
        <AlertTriangleIcon className="size-4" aria-hidden />
        {t.status.expired(date)}
      </span>
    )
  }
  return <span className={className}>{t.status.review(date)}</span>
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  )
}

function CheckItem({ check }: { check: RestraintCheck }) {
  const facts = [
    check.applied ? t.check.applied : t.check.notApplied,
    check.skinOk ? t.check.skinOk : t.check.skinNotOk,
    t.check.released(check.releasedMinutes),
  ]
  return (
    <li className={cn('grid gap-0.5 rounded-md border-l-4 p-2', check.skinOk ? 'border-muted' : 'border-destructive bg-destructive/5')}>
      <span className="text-sm text-muted-foreground">{t.check.by(check.byName, formatDateTime(check.at))}</span>
      <span className={cn(!check.skinOk && 'font-medium text-destructive')}>{facts.join(' · ')}</span>
      {check.note && <span className="break-words whitespace-pre-line">{check.note}</span>}
    </li>
  )
}

type RestraintCardProps = {
  restraint: Restraint
  /** The buttons that act on it (Registrar comprobación, Renovar, Retirar), by permission. */
  actions?: React.ReactNode
}

/** One restraint of the register: the order, its consent, the renewals and the checks, newest check first. */
export function RestraintCard({ restraint, actions }: RestraintCardProps) {
  const [allChecks, setAllChecks] = useState(false)
  const active = restraint.status === 'active'
  const checks = [...restraint.checks].reverse()
  const shownChecks = allChecks ? checks : checks.slice(0, CHECKS_SHOWN)
  const title = restraintTitle(restraint)
  return (
    <article
      aria-label={title}
      data-expired={restraint.expired || undefined}
      className={cn(
        'grid min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm @md:p-5',
        restraint.expired && 'border-2 border-destructive',
        !active && 'bg-muted/40',
      )}
    >
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold break-words">{title}</h3>
          <Badge variant={active ? (restraint.expired ? 'destructive' : 'warning') : 'secondary'}>
            {active ? t.status.active : t.status.ended}
          </Badge>
        </div>
        {active ? (
          <ReviewStatus restraint={restraint} />
        ) : (
          <span className="text-muted-foreground">
            {t.status.endedOn(formatDate(restraint.endedAt), restraint.endedByName)}
          </span>
        )}
      </header>
      <dl className="grid gap-3 @lg:grid-cols-2">
        <Detail term={t.fields.type}>{t.types[restraint.type]}</Detail>
        <Detail term={t.fields.device}>{restraint.device}</Detail>
        <Detail term={t.fields.reason}>{restraint.reason}</Detail>
        <Detail term={t.fields.alternativesTried}>{restraint.alternativesTried}</Detail>
        <Detail term={t.fields.schedule}>{restraint.schedule}</Detail>
        <Detail term={t.fields.startDate}>{formatDate(restraint.startDate)}</Detail>
        <Detail term={t.fields.reviewDate}>
          <span className={cn(restraint.expired && 'font-semibold text-destructive')}>{formatDate(restraint.reviewDate)}</span>
        </Detail>
        <Detail term={t.fields.consent}>
          {t.consentText(restraint.consent.givenBy, restraint.consent.relationship, formatDate(restraint.consent.date))}
        </Detail>
        <Detail term={t.fields.prescribedBy}>{restraint.prescribedByName}</Detail>
        {!active && <Detail term={t.fields.endReason}>{restraint.endReason}</Detail>}
      </dl>
      <section className="grid gap-2" aria-label={t.reviews}>
        <h4 className="font-semibold">{t.reviews}</h4>
        {restraint.reviews.length === 0 ? (
          <p className="text-muted-foreground">{t.noReviews}</p>
        ) : (
          <ul className="grid gap-2">
            {restraint.reviews.map((review, index) => (
              <li key={`${review.at}-${index}`} className="grid gap-0.5 rounded-md border-l-4 border-muted p-2">
                <span className="text-sm text-muted-foreground">
                  {t.review(formatDate(review.reviewDate), review.byName, formatDateTime(review.at))}
                </span>
                {review.note && <span className="break-words whitespace-pre-line">{review.note}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="grid gap-2" aria-label={t.checks}>
        <h4 className="font-semibold">
          {t.checks} <span className="font-normal text-muted-foreground">({checks.length})</span>
        </h4>
        {checks.length === 0 ? (
          <p className="text-muted-foreground">{t.noChecks}</p>
        ) : (
          <ul className="grid gap-2">
            {shownChecks.map((check, index) => (
              <CheckItem key={check._id || index} check={check} />
            ))}
          </ul>
        )}
        {checks.length > CHECKS_SHOWN && (
          <Button type="button" variant="ghost" className="min-h-11 justify-self-start" onClick={() => setAllChecks(!allChecks)}>
            {allChecks ? t.fewerChecks : t.allChecks(checks.length)}
          </Button>
        )}
      </section>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  )
}
