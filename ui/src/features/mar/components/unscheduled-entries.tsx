import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarClockIcon } from 'lucide-react'
import { unscheduledQueryOptions } from '@/features/mar/api'
import { es } from '@/i18n/es'

const t = es.medicationRound.unscheduled

/**
 * The Kardex entries in force without times or «si precisa» (SPEC's entries, written with a frequency alone):
 * the round owes no dose of them, so they are listed apart, each linked to the resident's Kardex for the doctor
 * to schedule. Nothing shows while there are none.
 */
export function UnscheduledEntries({ areaId }: { areaId?: string }) {
  const entries = useQuery(unscheduledQueryOptions({ areaId }))
  if (!entries.data?.length) return null
  return (
    <section aria-labelledby="unscheduled-title" className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 sm:p-4 dark:border-amber-700 dark:bg-amber-950/40">
      <h2 id="unscheduled-title" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarClockIcon className="size-5" aria-hidden />
        {t.title}
      </h2>
      <p className="text-sm text-foreground/80">{t.description}</p>
      <ul className="grid gap-1">
        {entries.data.map((entry) => (
          <li key={`${entry.kardexId} ${entry.entryId}`} className="flex flex-wrap items-center gap-x-3">
            <Link
              to="/patients/$id/$tab"
              params={{ id: entry.residentId, tab: 'kardex' }}
              className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
            >
              {[entry.residentName, entry.room && es.medicationRound.room(entry.room)].filter(Boolean).join(' · ')}
            </Link>
            <span>{t.entry(entry.medicationName, entry.dose, entry.route, entry.frequency)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
