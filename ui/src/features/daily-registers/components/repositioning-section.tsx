import { useQuery } from '@tanstack/react-query'
import { lazy, useState } from 'react'
import { toast } from 'sonner'
import { LoadError } from '@/components/load-error'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { repositioningQueryOptions } from '@/features/daily-registers/api/get-repositioning'
import { usePutRepositioningSchedule } from '@/features/daily-registers/api/put-repositioning-schedule'
import { changePoints } from '@/features/daily-registers/chart-data'
import { ChartFigure } from '@/features/daily-registers/components/chart-figure'
import { EntryList } from '@/features/daily-registers/components/entry-list'
import { PositionButtons } from '@/features/daily-registers/components/position-buttons'
import { RegisterSection } from '@/features/daily-registers/components/register-section'
import { ScheduleDialog } from '@/features/daily-registers/components/schedule-dialog'
import { VoidDialog, type VoidTarget } from '@/features/daily-registers/components/void-dialog'
import { describeChange, formatDate, positionLabel, spokenWhen } from '@/features/daily-registers/format'
import type { RepositioningDay } from '@/features/daily-registers/schemas'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'
import { useNow } from '@/lib/use-now'

const t = es.dailyRegisters
const r = t.repositioning

const RepositioningChart = lazy(() =>
  import('@/features/daily-registers/charts/repositioning-chart').then((module) => ({ default: module.RepositioningChart })),
)

type Props = { resident: { id: string; name: string }; canWrite: boolean }

/** «Cambios posturales»: the schedule (or the one the latest Braden or Norton suggests), the one tap, today's changes and their chart. */
export function RepositioningSection({ resident, canWrite }: Props) {
  const day = useQuery(repositioningQueryOptions(resident.id))
  const [editing, setEditing] = useState(false)
  const [voiding, setVoiding] = useState<VoidTarget | null>(null)
  const data = day.data

  return (
    <RegisterSection
      id="seguimiento-cambios"
      title={r.title}
      status={data && <ScheduleStatus day={data} />}
      actions={
        canWrite &&
        data && (
          <Button type="button" variant="outline" className="min-h-11" onClick={() => setEditing(true)}>
            {data.everyHours > 0 ? r.editSchedule : r.setSchedule}
          </Button>
        )
      }
    >
      {day.isError && !data ? (
        <LoadError what={t.loadError} error={day.error} onRetry={() => void day.refetch()} />
      ) : !data ? (
        <p role="status" className="text-muted-foreground">
          {t.loading}
        </p>
      ) : (
        <>
          {data.everyHours === 0 && data.suggestion && canWrite && (
            <SuggestionButton resident={resident} hours={data.suggestion.everyHours} />
          )}
          {canWrite && (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">{r.recordHint}</p>
              <PositionButtons resident={resident} current={data.lastChange?.position} />
            </div>
          )}
          <div className="grid gap-2">
            <h3 className="font-semibold">{r.today}</h3>
            {data.changes.length === 0 ? (
              <p className="text-muted-foreground">{data.lastChange ? r.noneToday : r.none}</p>
            ) : (
              <>
                <ChartFigure caption={r.chart.caption(data.changes.length)} height="h-44 sm:h-52">
                  <RepositioningChart points={changePoints(data.changes)} />
                </ChartFigure>
                <EntryList
                  label={r.today}
                  canVoid={canWrite}
                  onVoid={(item) => setVoiding({ id: item.id, what: item.what })}
                  items={[...data.changes].reverse().map((change) => ({
                    id: change._id,
                    text: positionLabel(change.position),
                    badge: !change.skinOk && <Badge variant="warning">{r.skinProblem}</Badge>,
                    meta: t.recordedBy(change.createdByName, spokenWhen(change.at)) + (change.note ? ` · ${change.note}` : ''),
                    what: `${describeChange(change)} · ${resident.name}`,
                  }))}
                />
              </>
            )}
          </div>
        </>
      )}
      {data && (
        <ScheduleDialog
          resident={resident}
          open={editing}
          everyHours={data.everyHours || data.suggestion?.everyHours || 0}
          onClose={() => setEditing(false)}
        />
      )}
      <VoidDialog register="repositioning" target={voiding} onClose={() => setVoiding(null)} />
    </RegisterSection>
  )
}

/** The schedule, the next change and whether it is late; without a schedule, the one suggested. */
function ScheduleStatus({ day }: { day: RepositioningDay }) {
  const now = useNow()
  if (day.everyHours === 0) {
    const s = day.suggestion
    return (
      <div className="grid gap-1">
        <p>{r.noSchedule}</p>
        {s && (
          <p data-testid="repositioning-suggestion" className="font-medium text-foreground">
            {r.suggestion(s.everyHours, r.scales[s.scale] ?? s.scale, s.score, s.band, formatDate(s.date))}
          </p>
        )}
      </div>
    )
  }
  const late = day.nextDueAt !== null && Date.parse(day.nextDueAt) <= now.getTime()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-foreground">{r.schedule(day.everyHours)}</span>
      {day.nextDueAt && <span>· {r.nextDue(spokenWhen(day.nextDueAt, now))}</span>}
      {day.overdue ? <Badge variant="warning">{r.overdue}</Badge> : late && <Badge variant="secondary">{r.due}</Badge>}
      {day.lastChange && (
        <span className="basis-full">{r.last(positionLabel(day.lastChange.position), spokenWhen(day.lastChange.at, now))}</span>
      )}
    </div>
  )
}

/** One tap to take the schedule the latest Braden or Norton suggests. */
function SuggestionButton({ resident, hours }: { resident: { id: string; name: string }; hours: number }) {
  const put = usePutRepositioningSchedule(resident.id)
  return (
    <Button
      type="button"
      className="min-h-12 justify-self-start"
      disabled={put.isPending}
      onClick={() =>
        void put
          .mutateAsync(hours)
          .then(() => toast.success(r.scheduleForm.saved, { description: `${r.schedule(hours)} · ${resident.name}` }))
          .catch((error: unknown) => notifyError(error))
      }
    >
      {r.useSuggestion(hours)}
    </Button>
  )
}
