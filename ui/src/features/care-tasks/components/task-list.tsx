import type { CareTask } from '@/features/care-tasks/api/shift-care-tasks'
import { TaskItem } from '@/features/care-tasks/components/task-item'
import { taskState, type TimeGroup } from '@/features/care-tasks/tasks'
import { wallClock } from '@/features/handover/logic'
import { es } from '@/i18n/es'

const t = es.careTasks

type TaskListProps = {
  groups: TimeGroup[]
  /** The shift's date: a slot of the night after midnight shows its day too («30/11 03:00»). */
  date: string
  /** Madrid `YYYY-MM-DDTHH:MM` now. */
  now: string
  canRecord: boolean
  onDone: (task: CareTask) => void
  /** The level of the times' headings (the residents' is one below): 2 on the page, 3 in the dashboard's card. */
  level?: 2 | 3
}

/** The tasks by time, then resident (name and room), each with its «Hecha». */
export function TaskList({ groups, date, now, canRecord, onDone, level = 2 }: TaskListProps) {
  const TimeHeading = level === 2 ? 'h2' : 'h3'
  const ResidentHeading = level === 2 ? 'h3' : 'h4'
  return (
    <div className="grid gap-5">
      {groups.map((group) => {
        const time = wallClock(group.due, date)
        const timeId = `tareas-${group.due}-${level}`
        return (
          <section key={group.due} aria-labelledby={timeId} className="grid gap-3">
            <TimeHeading id={timeId} className="text-xl font-semibold tabular-nums">
              <span className="sr-only">{t.timeGroup(time)}</span>
              <span aria-hidden>{time}</span>
            </TimeHeading>
            {group.residents.map((resident) => (
              <section
                key={resident.residentId}
                aria-label={t.tasksOf(resident.residentName, time)}
                className="grid gap-2 rounded-xl border bg-background p-3 sm:p-4"
              >
                <ResidentHeading className="text-lg font-semibold break-words">
                  {resident.residentName}
                  {resident.room && <span className="ml-2 text-base font-normal text-muted-foreground">{t.room(resident.room)}</span>}
                </ResidentHeading>
                {/* A container: each task lays its button out by the card's width, not the window's (sidebar open). */}
                <ul className="@container grid gap-2">
                  {resident.tasks.map((task) => (
                    <TaskItem key={task.taskId} task={task} state={taskState(task, now)} canRecord={canRecord} onDone={onDone} />
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
