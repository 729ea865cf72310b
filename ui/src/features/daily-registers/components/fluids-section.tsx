import { useQuery } from '@tanstack/react-query'
import { lazy, useState } from 'react'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { fluidsQueryOptions } from '@/features/daily-registers/api/get-fluids'
import { fluidSeries } from '@/features/daily-registers/chart-data'
import { ChartFigure } from '@/features/daily-registers/components/chart-figure'
import { CustomIntakeDialog } from '@/features/daily-registers/components/custom-intake-dialog'
import { EntryList } from '@/features/daily-registers/components/entry-list'
import { FluidPresets } from '@/features/daily-registers/components/fluid-presets'
import { FluidTargetDialog } from '@/features/daily-registers/components/fluid-target-dialog'
import { RegisterSection } from '@/features/daily-registers/components/register-section'
import { VoidDialog, type VoidTarget } from '@/features/daily-registers/components/void-dialog'
import { describeIntake, fluidShare, madridMoment, spokenWhen } from '@/features/daily-registers/format'
import { ESPEN_TARGET, type FluidDay } from '@/features/daily-registers/schemas'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'
import { useNow } from '@/lib/use-now'
import { cn } from '@/lib/utils'

const t = es.dailyRegisters
const f = t.fluids

const FluidsChart = lazy(() => import('@/features/daily-registers/charts/fluids-chart').then((module) => ({ default: module.FluidsChart })))

type Props = { resident: { id: string; name: string; gender: 'male' | 'female' }; canWrite: boolean }

/** «Hidratación»: today's drinks against the target, the one-tap drinks, the day's chart and each drink. */
export function FluidsSection({ resident, canWrite }: Props) {
  const day = useQuery(fluidsQueryOptions(resident.id))
  const now = useNow()
  const [other, setOther] = useState(false)
  const [target, setTarget] = useState(false)
  const [voiding, setVoiding] = useState<VoidTarget | null>(null)
  const data = day.data
  const untilMinute = data && madridMoment(now)?.day === data.date ? (madridMoment(now)?.minutes ?? 24 * 60) : 24 * 60

  return (
    <RegisterSection
      id="seguimiento-hidratacion"
      title={f.title}
      status={data && <FluidTotal day={data} />}
      actions={
        canWrite &&
        data && (
          <Button type="button" variant="outline" className="min-h-11" onClick={() => setTarget(true)}>
            {f.editTarget}
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
          {canWrite && <FluidPresets resident={resident} onOther={() => setOther(true)} />}
          <ChartFigure caption={f.chart.caption(data.totalMl, data.targetMl)}>
            <FluidsChart points={fluidSeries(data.intakes, untilMinute)} targetMl={data.targetMl} />
          </ChartFigure>
          <div className="grid gap-2">
            <h3 className="font-semibold">{f.today}</h3>
            {data.intakes.length === 0 ? (
              <p className="text-muted-foreground">{f.none}</p>
            ) : (
              <EntryList
                label={f.today}
                canVoid={canWrite}
                onVoid={(item) => setVoiding({ id: item.id, what: item.what })}
                items={[...data.intakes].reverse().map((intake) => ({
                  id: intake._id,
                  text: describeIntake(intake),
                  meta: t.recordedBy(intake.createdByName, spokenWhen(intake.at, now)),
                  what: `${describeIntake(intake)} · ${resident.name}`,
                }))}
              />
            )}
          </div>
          <FluidTargetDialog
            resident={resident}
            open={target}
            own={data.targetSource === 'residente' ? data.targetMl : null}
            espen={ESPEN_TARGET[resident.gender]}
            onClose={() => setTarget(false)}
          />
        </>
      )}
      <CustomIntakeDialog resident={resident} open={other} onClose={() => setOther(false)} />
      <VoidDialog register="fluids" target={voiding} onClose={() => setVoiding(null)} />
    </RegisterSection>
  )
}

/** The day's total against the target, as words and a bar (never by colour alone). */
function FluidTotal({ day }: { day: FluidDay }) {
  const share = fluidShare(day.totalMl, day.targetMl)
  const reached = share >= 100
  return (
    <div className="grid min-w-60 gap-1.5">
      <p className="text-lg font-semibold text-foreground tabular-nums" data-testid="fluids-total">
        {f.total(formatDecimal(day.totalMl), formatDecimal(day.targetMl))}
      </p>
      <div
        role="progressbar"
        aria-label={f.progressLabel}
        aria-valuemin={0}
        aria-valuemax={day.targetMl}
        aria-valuenow={Math.min(day.totalMl, day.targetMl)}
        aria-valuetext={f.total(String(day.totalMl), String(day.targetMl))}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', reached ? 'bg-success' : share < 60 ? 'bg-warm' : 'bg-primary')}
          style={{ width: `${Math.min(share, 100)}%` }}
        />
      </div>
      <p className="text-sm">
        {reached ? f.reached : f.under(share)} · {day.targetSource === 'residente' ? f.targetOwn : f.targetEspen}
      </p>
    </div>
  )
}
