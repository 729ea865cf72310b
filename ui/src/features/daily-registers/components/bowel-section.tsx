import { useInfiniteQuery } from '@tanstack/react-query'
import { lazy, useState } from 'react'
import { LoadError } from '@/components/load-error'
import { Badge } from '@/components/ui/badge'
import { bowelPagesQueryOptions } from '@/features/daily-registers/api/list-bowel'
import { bowelDays } from '@/features/daily-registers/chart-data'
import { BowelButtons } from '@/features/daily-registers/components/bowel-buttons'
import { ChartFigure } from '@/features/daily-registers/components/chart-figure'
import { EntryList } from '@/features/daily-registers/components/entry-list'
import { RegisterSection } from '@/features/daily-registers/components/register-section'
import { VoidDialog, type VoidTarget } from '@/features/daily-registers/components/void-dialog'
import { daysSince, describeBowel, madridMoment, spokenWhen } from '@/features/daily-registers/format'
import type { BowelRecord } from '@/features/daily-registers/schemas'
import { es } from '@/i18n/es'
import { addDays } from '@/lib/dates'
import { useNow } from '@/lib/use-now'

const t = es.dailyRegisters
const b = t.bowel

/** The days the section reads and draws. */
const DAYS = 14
/** Three days without a stool opens the bowel alert (server/bowel.go): the section says so from then. */
const NO_STOOL_DAYS = 3

const BowelChart = lazy(() => import('@/features/daily-registers/charts/bowel-chart').then((module) => ({ default: module.BowelChart })))

type Props = { resident: { id: string; name: string }; canWrite: boolean }

/** «Deposiciones»: the last stool, the one-tap Bristol types, episodes and pad changes, two weeks' chart and entries. */
export function BowelSection({ resident, canWrite }: Props) {
  const now = useNow()
  const today = madridMoment(now)?.day ?? ''
  const from = addDays(today, -(DAYS - 1))
  const pages = useInfiniteQuery(bowelPagesQueryOptions(resident.id, from))
  const [voiding, setVoiding] = useState<VoidTarget | null>(null)
  const records = pages.data?.pages.flatMap((page) => page.records) ?? []
  const lastStool = records.find((record) => record.bristol !== null)

  return (
    <RegisterSection id="seguimiento-deposiciones" title={b.title} status={pages.data && <StoolStatus last={lastStool} now={now} />}>
      {pages.isError && !pages.data ? (
        <LoadError what={t.loadError} error={pages.error} onRetry={() => void pages.refetch()} />
      ) : !pages.data ? (
        <p role="status" className="text-muted-foreground">
          {t.loading}
        </p>
      ) : (
        <>
          {canWrite && <BowelButtons resident={resident} />}
          <ChartFigure caption={b.chart.caption(records.filter((r) => r.bristol !== null).length, DAYS)} height="h-44 sm:h-52">
            <BowelChart days={bowelDays(records, today, DAYS)} />
          </ChartFigure>
          <div className="grid gap-2">
            <h3 className="font-semibold">{b.recent}</h3>
            {records.length === 0 ? (
              <p className="text-muted-foreground">{b.none}</p>
            ) : (
              <EntryList
                label={b.recent}
                canVoid={canWrite}
                onVoid={(item) => setVoiding({ id: item.id, what: item.what })}
                items={records.map((record) => ({
                  id: record._id,
                  text: describeBowel(record),
                  badge: record.careRecordId && <Badge variant="secondary">{t.fromCare}</Badge>,
                  meta:
                    t.recordedBy(record.createdByName, spokenWhen(record.at, now)) +
                    (record.note && !record.careRecordId ? ` · ${record.note}` : ''),
                  what: `${describeBowel(record)} · ${resident.name}`,
                  voidable: record.careRecordId === null,
                }))}
                hasMore={pages.hasNextPage}
                onMore={() => void pages.fetchNextPage()}
                loadingMore={pages.isFetchingNextPage}
              />
            )}
          </div>
        </>
      )}
      <VoidDialog register="bowel" target={voiding} onClose={() => setVoiding(null)} />
    </RegisterSection>
  )
}

function StoolStatus({ last, now }: { last: BowelRecord | undefined; now: Date }) {
  if (!last || last.bristol === null) return <p className="font-medium text-warm">{b.noStool}</p>
  const days = daysSince(last.at, now)
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-foreground" data-testid="bowel-last">
        {b.lastStool(spokenWhen(last.at, now), last.bristol)}
      </span>
      {days > 0 && (days >= NO_STOOL_DAYS ? <Badge variant="warning">{b.daysWithout(days)}</Badge> : <span>· {b.daysWithout(days)}</span>)}
    </p>
  )
}
