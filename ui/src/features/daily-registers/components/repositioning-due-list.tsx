import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LoadError } from '@/components/load-error'
import { Badge } from '@/components/ui/badge'
import { repositioningDueQueryOptions } from '@/features/daily-registers/api/repositioning-due'
import { PositionButtons } from '@/features/daily-registers/components/position-buttons'
import { madridMoment, positionLabel, spokenWhen } from '@/features/daily-registers/format'
import type { RepositioningDue } from '@/features/daily-registers/schemas'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { useNow } from '@/lib/use-now'
import { cn } from '@/lib/utils'

const t = es.dailyRegisters.repositioning
const s = t.shift

/** A change is listed from this many minutes before it is due. */
export const LIST_AHEAD_MINUTES = 30

/** The residents whose change is due or late now, or due within LIST_AHEAD_MINUTES, the most urgent first. */
export function dueNow(items: readonly RepositioningDue[], now: Date): RepositioningDue[] {
  return items.filter((item) => item.state !== 'upcoming' || Date.parse(item.nextDueAt) - now.getTime() <= LIST_AHEAD_MINUTES * 60_000)
}

/**
 * The shift's «Cambios posturales» on the care tasks page (issue 28): the residents with a schedule whose change
 * is due now, overdue from 30 minutes late (an hour late opens the alert), each recorded with one tap.
 */
export function RepositioningDueList() {
  const due = useQuery(repositioningDueQueryOptions())
  const now = useNow()
  const canRecord = useCan()('registers.write')
  const items = due.data ? dueNow(due.data, now) : []

  return (
    <section aria-labelledby="turno-cambios-posturales" className="grid gap-3 rounded-xl border bg-card p-3 sm:p-4">
      <div className="grid gap-1">
        <h2 id="turno-cambios-posturales" className="text-xl font-semibold">
          {s.title}
          {due.data && <span className="ml-2 font-normal text-muted-foreground">({items.length})</span>}
        </h2>
        <p className="text-sm text-muted-foreground">{s.description}</p>
      </div>
      {due.isError && !due.data ? (
        <LoadError what={s.loadError} error={due.error} onRetry={() => void due.refetch()} />
      ) : !due.data ? (
        <p role="status" className="text-muted-foreground">
          {es.dailyRegisters.loading}
        </p>
      ) : items.length === 0 ? (
        <p role="status" className="text-muted-foreground">
          {s.empty}
        </p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <DueItem key={item.residentId} item={item} canRecord={canRecord} now={now} />
          ))}
        </ul>
      )}
    </section>
  )
}

function DueItem({ item, canRecord, now }: { item: RepositioningDue; canRecord: boolean; now: Date }) {
  const dueAt = madridMoment(item.nextDueAt)?.time ?? ''
  const when = item.state === 'upcoming' ? s.dueLater(dueAt) : s.dueAt(dueAt)
  return (
    <li
      data-testid="repositioning-due"
      data-state={item.state}
      aria-label={`${item.residentName}: ${when}`}
      className={cn(
        '@container grid gap-3 rounded-lg border bg-background p-3',
        item.state === 'overdue' && 'border-l-4 border-warm bg-warm-soft/40',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 className="text-lg font-semibold break-words">
            {item.residentName}
            {item.room && <span className="ml-2 font-normal text-muted-foreground">{s.room(item.room)}</span>}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              {when} ({s.every(item.everyHours)})
            </span>
            {item.state === 'overdue' ? (
              <Badge variant="warning">
                {t.overdue}: {s.lateBy(item.minutesLate)}
              </Badge>
            ) : item.state === 'due' ? (
              <Badge variant="secondary">{t.due}</Badge>
            ) : (
              <Badge variant="outline">{t.upcoming}</Badge>
            )}
          </p>
          {item.lastAt && (
            <p className="text-sm text-muted-foreground">{t.last(positionLabel(item.lastPosition), spokenWhen(item.lastAt, now))}</p>
          )}
        </div>
        <Link
          to="/patients/$id/seguimiento"
          params={{ id: item.residentId }}
          className="inline-flex min-h-11 items-center rounded-md px-3 text-primary underline-offset-4 hover:underline"
          aria-label={s.openLabel(item.residentName)}
        >
          {s.open}
        </Link>
      </div>
      {canRecord && <PositionButtons resident={{ id: item.residentId, name: item.residentName }} current={item.lastPosition} compact />}
    </li>
  )
}
