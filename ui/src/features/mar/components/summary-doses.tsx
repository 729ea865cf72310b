import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SummaryCard, SummaryNote } from '@/components/summary-card'
import { Skeleton } from '@/components/ui/skeleton'
import { roundQueryOptions } from '@/features/mar/api'
import { StatusBadge } from '@/features/mar/components/dose-row'
import { ResidentFollowups } from '@/features/mar/components/prn-followups'
import type { MarRow } from '@/features/mar/schemas'
import { slotTime } from '@/features/mar/status'
import { es } from '@/i18n/es'
import { SHIFTS, shiftSettingsQueryOptions } from '@/lib/shifts'

const t = es.medicationRound.summary

/**
 * The resident's doses of the day on their page's summary: the three shifts of the home's day (the
 * current shift's date, 07:00 to 07:00), each dose with its time and status in words.
 */
export function SummaryDoses({ residentId }: { residentId: string }) {
  const settings = useQuery(shiftSettingsQueryOptions())
  const date = settings.data?.current.date
  const shifts = useQueries({
    queries: SHIFTS.map((shift) => ({
      ...roundQueryOptions({ date, shift, residentId }),
      refetchInterval: false as const,
      enabled: Boolean(date),
    })),
  })
  const failed = settings.isError || shifts.some((query) => query.isError && !query.data)
  const loading = !failed && (settings.isPending || shifts.some((query) => !query.data))
  const rows: MarRow[] = shifts.flatMap((query) => query.data ?? [])

  function body() {
    if (failed) return <SummaryNote error>{t.loadError}</SummaryNote>
    if (loading) return <Skeleton className="h-20" />
    if (rows.length === 0) return <SummaryNote>{t.empty}</SummaryNote>
    return (
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li
            key={`${row.kardexId}/${row.entryId}/${row.scheduledAt}/${row.administration?._id ?? ''}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1"
          >
            <span className="font-semibold tabular-nums">{slotTime(row.scheduledAt)}</span>
            <span className="min-w-0 flex-1 break-words">
              {row.medicationName}
              {row.dose && <span className="text-muted-foreground"> · {row.dose}</span>}
            </span>
            <StatusBadge status={row.status} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <SummaryCard title={t.title}>
      <ResidentFollowups residentId={residentId} />
      {body()}
      <Link
        to="/medication"
        className="inline-flex min-h-11 items-center justify-self-start font-medium text-primary underline-offset-4 hover:underline"
      >
        {t.open}
      </Link>
    </SummaryCard>
  )
}
