import { CalendarDaysIcon, MapPinIcon } from 'lucide-react'
import { CardList } from '@/components/card-list'
import type { ListLayoutProps } from '@/components/list-layout'
import { timeRange } from '@/features/activities/schedule'
import type { Activity } from '@/features/activities/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.activities

/** The activities as cards, for phones and tablets in portrait. */
export function ActivityCards({ rows, loading, renderActions, className }: ListLayoutProps<Activity>) {
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t.caption}
      emptyMessage={t.empty}
      skeletonClassName="h-40"
      cardClassName="flex flex-col gap-3 p-4"
      className={className}
      renderCard={(activity) => (
        <>
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
        </>
      )}
    />
  )
}
