import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarDaysIcon } from 'lucide-react'
import { StatCard } from '@/components/stat-card'
import { Button } from '@/components/ui/button'
import { activitiesQueryOptions } from '@/features/activities/api'
import { es } from '@/i18n/es'

const t = es.dashboard.counters

/** The dashboard's counter of activities, with a link to Gestión de Actividades. */
export function ActivityCounter() {
  const list = useQuery(activitiesQueryOptions())
  return (
    <StatCard
      label={t.activities}
      value={list.isError ? null : list.data?.length}
      icon={<CalendarDaysIcon aria-hidden />}
      action={
        <Button asChild variant="ghost" size="sm" className="min-h-11">
          <Link to="/activities">{t.seeActivities}</Link>
        </Button>
      }
    />
  )
}
