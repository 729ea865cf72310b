import { CalendarDaysIcon, MapPinIcon } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import type { ActivityListLayoutProps } from '@/features/activities/components/activity-list-layout'
import { timeRange } from '@/features/activities/schedule'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.activities
const LOADING_CARDS = 4

/** The activities as cards, for phones and tablets in portrait. */
export function ActivityCards({ rows, loading, renderActions, className }: ActivityListLayoutProps) {
  if (loading) {
    return (
      <div aria-busy className={cn('grid gap-3 @min-[34rem]:grid-cols-2', className)}>
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <Skeleton key={index} className="h-40 rounded-xl" />
        ))}
      </div>
    )
  }
  if (rows.length === 0) {
    return (
      <p className={cn('rounded-xl border bg-card px-4 py-10 text-center text-muted-foreground', className)}>
        {t.empty}
      </p>
    )
  }
  return (
    <ul aria-label={t.caption} className={cn('grid gap-3 @min-[34rem]:grid-cols-2', className)}>
      {rows.map((activity) => (
        <li key={activity._id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 pt-2 font-semibold break-words">{activity.title}</p>
            {renderActions(activity)}
          </div>
          <p className="flex items-start gap-2 tabular-nums">
            <CalendarDaysIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span>
              {formatDate(activity.startDate)} · {timeRange(activity)}
            </span>
          </p>
          <p className="flex items-start gap-2">
            <MapPinIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span className="break-words">{activity.location}</span>
          </p>
          <p className="line-clamp-3 text-muted-foreground">{activity.description}</p>
        </li>
      ))}
    </ul>
  )
}
