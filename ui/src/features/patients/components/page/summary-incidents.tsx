import { useQuery } from '@tanstack/react-query'
import { SummaryCard, SummaryNote } from '@/components/summary-card'
import { Skeleton } from '@/components/ui/skeleton'
import { mostRecent } from '@/features/patients/components/page/summary-data'
import { incidentResource } from '@/features/patients/records/incidents/api'
import { recordsQueryOptions } from '@/features/patients/records/shared/api'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.residentPage.summary

/** How many incidents the summary shows. */
const RECENT_INCIDENTS = 3

/** The latest incidents: when, the shift and what happened. */
export function SummaryIncidents({ residentId }: { residentId: string }) {
  const incidents = useQuery(recordsQueryOptions(incidentResource, residentId))
  const recent = mostRecent(incidents.data ?? [], RECENT_INCIDENTS)

  function body() {
    if (incidents.isPending) return <Skeleton className="h-24" />
    if (incidents.isError && !incidents.data) return <SummaryNote error>{t.incidentsError}</SummaryNote>
    if (recent.length === 0) return <SummaryNote>{t.noIncidents}</SummaryNote>
    return (
      <ul className="grid gap-3">
        {recent.map((incident) => (
          <li key={incident._id} className="grid gap-0.5 border-l-4 border-warm pl-3">
            <p className="text-sm text-muted-foreground tabular-nums">
              {[`${formatDate(incident.date)} ${formatTime(incident.time)}`.trim(), incident.shift]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="line-clamp-3 break-words">{incident.situation}</p>
          </li>
        ))}
      </ul>
    )
  }

  return (
    <SummaryCard
      title={t.incidents}
      more={{ residentId, tab: 'incidentes', label: t.seeAll(t.seeAllOf.incidents) }}
    >
      {body()}
    </SummaryCard>
  )
}
