import { useQuery } from '@tanstack/react-query'
import { CheckIcon, MinusIcon } from 'lucide-react'
import { SummaryCard, SummaryNote } from '@/components/summary-card'
import { Skeleton } from '@/components/ui/skeleton'
import { recordOfDay } from '@/features/patients/components/page/summary-data'
import { careRecordResource } from '@/features/patients/records/care/api'
import { CARE_TASKS } from '@/features/patients/records/care/schemas'
import { recordsQueryOptions } from '@/features/patients/records/shared/api'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'

const t = es.residentPage.summary
const tasks = es.records.care.tasks
const common = es.records.common

/** Today's care record: which of the day's tasks are done, and who wrote it. */
export function SummaryCare({ residentId }: { residentId: string }) {
  const care = useQuery(recordsQueryOptions(careRecordResource, residentId))
  const today = recordOfDay(care.data ?? [], todayISO())

  function body() {
    if (care.isPending) return <Skeleton className="h-24" />
    if (care.isError && !care.data) return <SummaryNote error>{t.careError}</SummaryNote>
    if (!today) return <SummaryNote>{t.noCare}</SummaryNote>
    return (
      <>
        <ul className="grid gap-1">
          {CARE_TASKS.map((task) => (
            <li key={task} className="flex items-center gap-2">
              {today[task] ? (
                <CheckIcon className="size-5 text-primary" aria-hidden />
              ) : (
                <MinusIcon className="size-5 text-muted-foreground" aria-hidden />
              )}
              <span>{tasks[task]}</span>
              <span className="sr-only">{`: ${today[task] ? common.done : common.notDone}`}</span>
            </li>
          ))}
        </ul>
        {today.createdByName && <p className="text-sm text-muted-foreground">{t.careBy(today.createdByName)}</p>}
      </>
    )
  }

  return (
    <SummaryCard title={t.care} more={{ residentId, tab: 'cuidados', label: t.seeAll(t.seeAllOf.care) }}>
      {body()}
    </SummaryCard>
  )
}
