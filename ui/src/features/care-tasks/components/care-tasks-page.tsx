import { useQuery } from '@tanstack/react-query'
import { LoaderCircleIcon, RotateCcwIcon } from 'lucide-react'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { ShiftPicker } from '@/components/shift-picker'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useCurrentUser } from '@/features/auth/auth-context'
import { shiftCareTasksQueryOptions } from '@/features/care-tasks/api/shift-care-tasks'
import { TaskList } from '@/features/care-tasks/components/task-list'
import type { CareTasksSearch } from '@/features/care-tasks/search'
import { careRolesOf, groupTasks, isMine, madridKey, taskProgress } from '@/features/care-tasks/tasks'
import { useMarkDone } from '@/features/care-tasks/use-mark-done'
import { RepositioningDueList } from '@/features/daily-registers/components/repositioning-due-list'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { shiftSettingsQueryOptions } from '@/lib/shifts'
import { useNow } from '@/lib/use-now'

const t = es.careTasks

/**
 * /care-tasks, «Tareas del turno» (issue 27): the care plans' interventions due in the shift (the current one
 * unless another is chosen), by time and resident, each done with one tap; «Solo mi cargo» when the user's role
 * says which are theirs. Colleagues' taps arrive live (the 'care-tasks' event). While the shift under way is shown, its
 * «Cambios posturales» (the daily registers' repositioning due or late now) come first, each recorded with one tap.
 */
export function CareTasksPage({ search, onSearchChange }: { search: CareTasksSearch; onSearchChange: (patch: Partial<CareTasksSearch>) => void }) {
  const canRecord = useCan()('records.notes')
  const user = useCurrentUser()
  const settings = useQuery(shiftSettingsQueryOptions())
  const tasks = useQuery(shiftCareTasksQueryOptions({ date: search.date, shift: search.shift }))
  const markDone = useMarkDone()
  const now = madridKey(useNow())
  const myRoles = careRolesOf(user.roles)
  const mine = Boolean(search.mine) && myRoles.length > 0
  const data = tasks.data
  const shown = data ? (mine ? data.tasks.filter((task) => isMine(task, myRoles, user.name)) : data.tasks) : []
  const progress = taskProgress(shown)
  const picked = Boolean(search.date || search.shift)

  return (
    <div className="grid gap-5">
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          data && (
            <p
              role="status"
              className="rounded-lg border bg-card px-4 py-2 text-lg font-semibold whitespace-nowrap tabular-nums"
              aria-label={`${t.progressLabel}: ${t.progress(progress.done, progress.total)}`}
            >
              {t.progress(progress.done, progress.total)}
            </p>
          )
        }
      />

      <section aria-label={t.filters.label} className="flex flex-wrap items-end gap-3 rounded-xl border bg-card p-3 sm:p-4">
        <ShiftPicker
          id="care-tasks-date"
          date={search.date ?? data?.date}
          shift={search.shift ?? data?.shift}
          hours={settings.data?.shifts}
          onChange={(choice) => onSearchChange(choice)}
        />
        {myRoles.length > 0 && (
          <div className="grid w-full gap-1 sm:w-auto">
            <div className="flex min-h-11 items-center gap-3">
              <Switch
                id="care-tasks-mine"
                checked={mine}
                aria-describedby="care-tasks-mine-hint"
                onChange={(event) => onSearchChange({ mine: event.target.checked || undefined })}
              />
              <Label htmlFor="care-tasks-mine" className="text-base">
                {t.mine}
              </Label>
            </div>
            <p id="care-tasks-mine-hint" className="text-sm text-muted-foreground">
              {t.mineHint(myRoles.map((role) => t.mineRoles[role]).join(', '))}
            </p>
          </div>
        )}
        {picked && (
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 basis-full justify-start sm:basis-auto"
            onClick={() => onSearchChange({ date: undefined, shift: undefined })}
          >
            <RotateCcwIcon aria-hidden />
            {t.filters.now}
          </Button>
        )}
      </section>

      {/* Issue 28: the repositioning due now, a section of its own (its slots come from the schedule, not the PAI). */}
      {!picked && <RepositioningDueList />}

      {tasks.isError && !data ? (
        <LoadError what={t.loadError} error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : !data ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircleIcon className="size-5 animate-spin" aria-hidden />
          {t.loading}
        </p>
      ) : shown.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed p-8 text-center text-lg text-muted-foreground">
          {mine && data.tasks.length > 0 ? t.emptyMine : t.empty}
        </p>
      ) : (
        <div aria-busy={tasks.isFetching && tasks.isPlaceholderData}>
          <TaskList
            groups={groupTasks(shown)}
            date={data.date}
            now={now}
            canRecord={canRecord}
            onDone={(task) => void markDone(task)}
          />
        </div>
      )}
    </div>
  )
}
