import { useQuery } from '@tanstack/react-query'
import { CalendarClockIcon } from 'lucide-react'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { dueAssessmentsQueryOptions } from '@/features/assessments/api'
import { dueReason } from '@/features/assessments/components/due-text'
import { es } from '@/i18n/es'

const t = es.assessments.due

type DueListProps = {
  residentId: string
  /** Opens the form on that scale; null when the user may not assess (or the resident is archived). */
  onDoNow: ((scale: string) => void) | null
}

/** What is due for this resident (GET /assessments/due?residentId=), each with "Hacer ahora". */
export function DueList({ residentId, onDoNow }: DueListProps) {
  const due = useQuery(dueAssessmentsQueryOptions(residentId))
  if (due.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {t.loading}
      </p>
    )
  }
  if (due.isError) return <LoadError what={t.loadError} error={due.error} onRetry={() => void due.refetch()} />
  if (due.data.length === 0) return null
  return (
    <section aria-labelledby="assessments-due" className="grid gap-3 rounded-xl border border-warm/40 bg-warm-soft p-4 sm:p-5">
      <h3 id="assessments-due" className="flex items-center gap-2 text-lg font-semibold text-warm">
        <CalendarClockIcon className="size-5" aria-hidden />
        {t.title} <span className="font-normal">({due.data.length})</span>
      </h3>
      <ul className="grid gap-2">
        {due.data.map((item) => (
          <li
            key={item.scale}
            aria-label={item.scaleName}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg bg-card p-3"
          >
            <div className="grid min-w-0 gap-0.5">
              <span className="font-semibold">{item.scaleName}</span>
              <span className="text-sm text-muted-foreground">{dueReason(item)}</span>
            </div>
            {onDoNow && (
              <Button type="button" aria-label={t.doNowLabel(item.scaleName)} onClick={() => onDoNow(item.scale)}>
                {t.doNow}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
