import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { alertsQueryOptions } from '@/features/alerts/api'
import { useCurrentUser } from '@/features/auth/auth-context'
import { doseCounts } from '@/features/dashboard/shift-counts'
import { handoverQueryOptions } from '@/features/handover/api'
import { careMissingCount, previousShift, readingOf } from '@/features/handover/logic'
import { marSettingsQueryOptions, roundQueryOptions } from '@/features/medication/api'
import type { Shift } from '@/features/medication/schemas'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.dashboard.shift

type TileProps = {
  label: string
  value: React.ReactNode
  to: '/medication' | '/alerts' | '/handover'
  linkLabel: string
  tone?: 'danger' | 'warning' | 'ok' | 'plain'
  hint?: string
  /** The shift /handover opens on. */
  search?: { date: string; shift: Shift }
}

const tones = {
  danger: 'border-destructive/50 bg-destructive/5 text-destructive',
  warning: 'border-warm/50 bg-warm-soft text-warm',
  ok: 'border-success/40 bg-success-soft text-success',
  plain: '',
}

function Tile({ label, value, to, linkLabel, tone = 'plain', hint, search }: TileProps) {
  const props = {
    title: linkLabel,
    className: cn(
        'grid min-h-24 content-between gap-1 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none',
        tones[tone],
      ),
    children: (
      <>
        <span className="text-sm font-medium">{label}</span>
        <span data-slot="shift-value" className="text-3xl leading-tight font-semibold tabular-nums">
          {value}
        </span>
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      </>
    ),
  }
  if (to === '/handover') return <Link to="/handover" search={search ?? {}} {...props} />
  return <Link to={to} {...props} />
}

const pending = <Skeleton className="h-9 w-12" />

/**
 * The dashboard's first block for doctors and nurses (issue 13): the current shift's doses due, late and
 * missed, the open alerts, the previous shift's handover (read or not by the user) and the residents
 * without today's care record. Each figure links to its page; all follow the live events.
 */
export function ShiftOverview() {
  const user = useCurrentUser()
  const settings = useQuery(marSettingsQueryOptions())
  const current = settings.data?.current
  const round = useQuery({ ...roundQueryOptions({ date: current?.date, shift: current?.shift }), enabled: Boolean(current) })
  const alerts = useQuery(alertsQueryOptions({ status: 'open' }))
  const previous = current ? previousShift(current.date, current.shift) : undefined
  const lastHandover = useQuery({ ...handoverQueryOptions(previous ?? {}), enabled: Boolean(previous) })
  const thisHandover = useQuery({
    ...handoverQueryOptions({ date: current?.date, shift: current?.shift }),
    enabled: Boolean(current),
  })

  const doses = round.data ? doseCounts(round.data) : undefined
  const hours = current && settings.data?.shifts[current.shift]
  const read = lastHandover.data ? readingOf(lastHandover.data.readBy, user._id) : undefined
  const careMissing = thisHandover.data ? careMissingCount(thisHandover.data) : undefined
  const show = (value: number | undefined, failed: boolean) => (value === undefined ? (failed ? es.common.notAvailable : pending) : value)

  return (
    <section aria-labelledby="shift-overview-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="shift-overview-title" className="text-xl font-semibold">
          {current ? t.title(es.medicationRound.shifts[current.shift].toLowerCase()) : t.title('…')}
        </h2>
        {hours && <span className="text-muted-foreground">{t.hours(hours.start, hours.end)}</span>}
      </div>
      {settings.isError && <p className="text-destructive">{t.loadError}</p>}
      <div className="grid grid-cols-2 gap-3 @min-[40rem]:grid-cols-3 @min-[64rem]:grid-cols-6">
        <Tile label={t.due} value={show(doses?.due, round.isError)} to="/medication" linkLabel={t.toRound} tone={doses?.due ? 'warning' : 'plain'} />
        <Tile label={t.late} value={show(doses?.late, round.isError)} to="/medication" linkLabel={t.toRound} tone={doses?.late ? 'warning' : 'plain'} />
        <Tile label={t.missed} value={show(doses?.missed, round.isError)} to="/medication" linkLabel={t.toRound} tone={doses?.missed ? 'danger' : 'plain'} />
        <Tile
          label={t.alerts}
          value={show(alerts.data?.length, alerts.isError)}
          to="/alerts"
          linkLabel={t.toAlerts}
          tone={alerts.data?.length ? 'danger' : 'plain'}
        />
        <Tile
          label={t.handover}
          value={
            lastHandover.data ? (
              <span className="text-2xl">{read ? t.handoverRead : t.handoverUnread}</span>
            ) : (
              show(undefined, lastHandover.isError)
            )
          }
          to="/handover"
          search={previous}
          linkLabel={t.toHandover}
          tone={lastHandover.data ? (read ? 'ok' : 'warning') : 'plain'}
        />
        <Tile
          label={t.careMissing}
          value={show(careMissing, thisHandover.isError)}
          to="/handover"
          linkLabel={t.toHandover}
          hint={t.careMissingHint}
        />
      </div>
    </section>
  )
}
