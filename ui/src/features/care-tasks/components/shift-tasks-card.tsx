import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CircleCheckIcon, ListChecksIcon } from 'lucide-react'
import { LoadError } from '@/components/load-error'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { shiftCareTasksQueryOptions } from '@/features/care-tasks/api/shift-care-tasks'
import { TaskList } from '@/features/care-tasks/components/task-list'
import { compareTasks, groupTasks, madridKey, taskProgress, taskState } from '@/features/care-tasks/tasks'
import { useMarkDone } from '@/features/care-tasks/use-mark-done'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { useNow } from '@/lib/use-now'

const t = es.careTasks

/** The card shows this many tasks; the page has them all. */
const FIRST = 4

/**
 * The dashboard's «Tareas del PAI para ahora» for the care roles (issue 27): the current shift's tasks that are
 * due now or overdue, the earliest first, each done with one tap there; how many of the shift's are done, and
 * the way to the whole list.
 */
export function ShiftTasksCard() {
  const tasks = useQuery(shiftCareTasksQueryOptions({}))
  const canRecord = useCan()('records.notes')
  const markDone = useMarkDone()
  const now = madridKey(useNow())
  const all = tasks.data?.tasks ?? []
  const open = all.filter((task) => ['due', 'overdue'].includes(taskState(task, now))).sort(compareTasks)
  const progress = taskProgress(all)
  return (
    <Card role="region" className="gap-4 py-4 sm:py-6" aria-labelledby="shift-tasks-title">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle id="shift-tasks-title" className="flex flex-wrap items-center gap-2">
          <ListChecksIcon className="size-5 text-primary" aria-hidden />
          {t.dashboard.title}
          {tasks.data && all.length > 0 && (
            <span className="font-normal text-muted-foreground">
              ({t.progress(progress.done, progress.total)}
              <span className="sr-only"> {t.progressLabel}</span>)
            </span>
          )}
        </CardTitle>
        <CardDescription>{t.dashboard.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 sm:px-6">
        {tasks.isPending ? (
          <Skeleton aria-busy className="h-24" />
        ) : tasks.isError ? (
          <LoadError what={t.loadError} error={tasks.error} onRetry={() => void tasks.refetch()} />
        ) : all.length === 0 ? (
          <p className="text-muted-foreground">{t.empty}</p>
        ) : open.length === 0 ? (
          <p className="flex items-start gap-3 rounded-lg bg-success-soft p-3 text-success">
            <CircleCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
            {t.dashboard.nothingNow}
          </p>
        ) : (
          <>
            <TaskList
              groups={groupTasks(open.slice(0, FIRST))}
              date={tasks.data.date}
              now={now}
              canRecord={canRecord}
              onDone={(task) => void markDone(task)}
              compact
            />
            {open.length > FIRST && <p className="text-muted-foreground">{t.dashboard.more(open.length - FIRST)}</p>}
          </>
        )}
        <Link
          to="/care-tasks"
          className="inline-flex min-h-11 items-center justify-self-start font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
        >
          {t.dashboard.seeAll}
        </Link>
      </CardContent>
    </Card>
  )
}
