import { useQuery } from '@tanstack/react-query'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { TableOrCards } from '@/components/table-or-cards'
import { Skeleton } from '@/components/ui/skeleton'
import { ViewToggle } from '@/components/view-toggle'
import { carePlanStatusQueryOptions } from '@/features/care-plans/api/care-plan-status'
import { countByState, currentShare } from '@/features/care-plans/components/status/share'
import { StatusCards, StatusTable } from '@/features/care-plans/components/status/status-list'
import { PLAN_STATES, type PlanState } from '@/features/care-plans/states'
import { es } from '@/i18n/es'

const t = es.carePlans.page

type CarePlansPageProps = {
  /** The state filtered by (the address's `?estado=`), or undefined for all. */
  state: PlanState | undefined
  onStateChange: (state: PlanState | undefined) => void
}

/**
 * «Planes de atención» (DESIGN 14): the share of residents with a current plan at the top, then every resident
 * in the home with their plan's state and due date, each opening their tab PAI; filtered by state.
 */
export function CarePlansPage({ state, onStateChange }: CarePlansPageProps) {
  const status = useQuery(carePlanStatusQueryOptions())
  const rows = status.data ?? []
  const counts = countByState(rows)
  const share = currentShare(rows)
  const shown = state ? rows.filter((row) => row.state === state) : rows
  const layout = { rows: shown, loading: status.isPending, emptyMessage: state ? t.emptyFiltered : t.empty }
  const views = [
    { view: 'all' as const, label: t.count(t.all, rows.length) },
    ...PLAN_STATES.map((value) => ({ view: value, label: t.count(es.carePlans.states[value], counts[value]) })),
  ]

  return (
    <div className="@container grid gap-5">
      <PageHeader title={es.carePlans.title} description={t.description} />
      <section aria-label={t.shareLabel} className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        {status.isPending ? (
          <Skeleton className="h-8 w-72" />
        ) : status.data ? (
          <>
            <p className="text-xl font-semibold">
              {share.total === 0 ? t.shareNone : t.share(share.current, share.total, share.percent)}
            </p>
            <div
              role="progressbar"
              aria-label={t.shareLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={share.percent}
              aria-valuetext={es.common.percent(share.percent)}
              className="h-3 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full origin-left bg-success" style={{ transform: `scaleX(${share.percent / 100})` }} />
            </div>
          </>
        ) : null}
      </section>
      <ViewToggle
        label={t.filter}
        views={views}
        value={state ?? 'all'}
        onChange={(view) => onStateChange(view === 'all' ? undefined : view)}
        className="flex-wrap"
        buttonClassName="min-h-11 h-auto"
      />
      {status.isError && !status.data ? (
        <LoadError what={t.loadError} error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <TableOrCards busy={status.isFetching} table={<StatusTable {...layout} />} cards={<StatusCards {...layout} />} />
      )}
    </div>
  )
}
