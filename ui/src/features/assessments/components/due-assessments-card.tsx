import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarClockIcon, CircleCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { dueAssessmentsQueryOptions } from '@/features/assessments/api'
import { dueReason } from '@/features/assessments/components/due-text'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.assessments.dashboard

/** The card shows this many until "Ver todas". */
const FIRST = 5

/**
 * The dashboard's "Valoraciones pendientes" for doctors and nurses: what is due across the residents
 * (GET /assessments/due), the longest due first; each opens the resident's tab Valoraciones.
 */
export function DueAssessmentsCard({ className }: { className?: string }) {
  const due = useQuery(dueAssessmentsQueryOptions())
  const [all, setAll] = useState(false)
  const items = due.data ?? []
  const shown = all ? items : items.slice(0, FIRST)
  return (
    <Card className={cn('gap-4', className)}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <CalendarClockIcon className="size-5 text-warm" aria-hidden />
          {t.title}
          {due.data && due.data.length > 0 && <span className="font-normal text-muted-foreground">({t.count(due.data.length)})</span>}
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {due.isPending ? (
          <Skeleton aria-busy className="h-24" />
        ) : due.isError ? (
          <LoadError what={es.assessments.due.loadError} error={due.error} onRetry={() => void due.refetch()} />
        ) : items.length === 0 ? (
          <p className="flex items-start gap-3 rounded-lg bg-success-soft p-3 text-success">
            <CircleCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
            {es.assessments.due.none}
          </p>
        ) : (
          <>
            <ul aria-label={t.title} className="grid gap-1">
              {shown.map((item) => (
                <li key={`${item.residentId}-${item.scale}`}>
                  <Link
                    to="/patients/$id/valoraciones"
                    params={{ id: item.residentId }}
                    className="group grid min-h-11 rounded-md px-2 py-1.5 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
                  >
                    <span className="font-medium text-primary underline-offset-4 group-hover:underline">
                      {item.residentName}
                      {item.room && <span className="font-normal text-muted-foreground"> · {t.room(item.room)}</span>}
                    </span>
                    <span>{item.scaleName}</span>
                    <span className="text-sm text-muted-foreground">{dueReason(item)}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {items.length > FIRST && (
              <Button
                type="button"
                variant="link"
                className="justify-self-start px-2"
                aria-expanded={all}
                onClick={() => setAll((value) => !value)}
              >
                {all ? t.seeFewer : t.seeAll(items.length)}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
