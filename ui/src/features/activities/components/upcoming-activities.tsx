import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ClockIcon, MapPinIcon } from 'lucide-react'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { activitiesQueryOptions } from '@/features/activities/api'
import { activityPhase, PHASE_DOT, timeRange, upcomingActivities } from '@/features/activities/schedule'
import type { Activity } from '@/features/activities/schemas'
import { es } from '@/i18n/es'
import { formatLongDate } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.dashboard.upcoming

/** Próximas Actividades: the first five not over yet, by start, each with its status dot (purple once started, else teal). */
export function UpcomingActivities({ className }: { className?: string }) {
  const list = useQuery(activitiesQueryOptions())
  return (
    <Card className={cn('gap-4', className)}>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div aria-busy className="grid gap-4">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-16" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError what={t.loadError} error={list.error} onRetry={() => void list.refetch()} />
        ) : upcomingActivities(list.data).length === 0 ? (
          <p className="py-4 text-center text-muted-foreground">{t.empty}</p>
        ) : (
          <ul aria-label={t.title} className="grid gap-4">
            {upcomingActivities(list.data).map((activity) => (
              <UpcomingItem key={activity._id} activity={activity} />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="link" size="sm" className="min-h-11 px-0">
          <Link to="/activities">{t.seeAll}</Link>
        </Button>
      </CardFooter>
    </Card>
  )
}

function UpcomingItem({ activity }: { activity: Activity }) {
  const phase = activityPhase(activity)
  const status = t.phase[phase]
  return (
    <li className="flex gap-3">
      <span
        data-phase={phase}
        title={status}
        className={cn('mt-2 size-3 shrink-0 rounded-full', PHASE_DOT[phase])}
        aria-hidden
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          {activity.title}
          <span className="sr-only"> ({status})</span>
        </p>
        <p className="text-muted-foreground">{formatLongDate(activity.startDate)}</p>
        <p className="flex flex-wrap gap-x-4 text-muted-foreground">
          <span className="flex items-center gap-1.5 tabular-nums">
            <ClockIcon className="size-4 shrink-0" aria-hidden />
            {timeRange(activity)}
          </span>
          <span className="flex min-w-0 items-center gap-1.5">
            <MapPinIcon className="size-4 shrink-0" aria-hidden />
            <span className="break-words">{activity.location}</span>
          </span>
        </p>
      </div>
    </li>
  )
}
