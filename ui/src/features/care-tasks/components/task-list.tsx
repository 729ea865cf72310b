import type { CareTask } from '@/features/care-tasks/api/shift-care-tasks'
import { TaskItem } from '@/features/care-tasks/components/task-item'
import { taskState, type TimeGroup } from '@/features/care-tasks/tasks'
import { slotTime } from '@/features/mar/status'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.careTasks

type TaskListProps = {
  groups: TimeGroup[]
  /** The shift's date: a slot of the night after midnight shows its day too. */
  date: string
  /** Madrid `YYYY-MM-DDTHH:MM` now. */
  now: string
  canRecord: boolean
  onDone: (task: CareTask) => void
  /**
   * The dashboard's card: denser rows, and headings a level lower (times h3, residents h4) than the page's
   * (h2, h3).
   */
  compact?: boolean
}

/** The tasks by time, then resident (name and room), each with its «Hecha». */
export function TaskList({ groups, date, now, canRecord, onDone, compact = false }: TaskListProps) {
  const TimeHeading = compact ? 'h3' : 'h2'
  const ResidentHeading = compact ? 'h4' : 'h3'
  return (
    <div className={cn('grid', compact ? 'gap-3' : 'gap-5')}>
      {groups.map((group) => {
        const time = slotTime(group.due)
        // A slot of the night after midnight says its day too: «03:00 (29/11)».
        const day = group.due.slice(0, 10) === date ? '' : `${group.due.slice(8, 10)}/${group.due.slice(5, 7)}`
        const timeId = `tareas-${group.due}${compact ? '-panel' : ''}`
        return (
          <section key={group.due} aria-labelledby={timeId} className={cn('grid', compact ? 'gap-2' : 'gap-3')}>
            <TimeHeading id={timeId} className={cn('font-semibold tabular-nums', compact ? 'text-lg' : 'text-xl')}>
              <span className="sr-only">{t.timeGroup(time, day)}</span>
              <span aria-hidden>
                {time}
                {day && <span className="ml-2 text-base font-normal text-muted-foreground">({day})</span>}
              </span>
            </TimeHeading>
            {group.residents.map((resident) => (
              <section
                key={resident.residentId}
                aria-label={t.tasksOf(resident.residentName, time)}
                className={cn('grid gap-2', !compact && 'rounded-xl border bg-background p-3 sm:p-4')}
              >
                <ResidentHeading className={cn('font-semibold break-words', compact ? 'text-base' : 'text-lg')}>
                  {resident.residentName}
                  {resident.room && <span className="ml-2 font-normal text-muted-foreground">{t.room(resident.room)}</span>}
                </ResidentHeading>
                {/* A container: each task lays its button out by the card's width, not the window's (sidebar open). */}
                <ul className="@container grid gap-2">
                  {resident.tasks.map((task) => (
                    <TaskItem
                      key={task.taskId}
                      task={task}
                      state={taskState(task, now)}
                      canRecord={canRecord}
                      onDone={onDone}
                      compact={compact}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        )
      })}
    </div>
  )
}
