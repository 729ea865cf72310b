import { AlarmClockIcon, CheckIcon, ClockIcon, TriangleAlertIcon } from 'lucide-react'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import type { CareTask } from '@/features/care-tasks/api/shift-care-tasks'
import { TASK_WINDOW_MINUTES, type TaskState } from '@/features/care-tasks/tasks'
import { madridClock, opensAt, slotTime } from '@/features/mar/status'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.careTasks

const LOOKS: Record<TaskState, { icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; tone: string }> = {
  done: { icon: CheckIcon, tone: 'border-success/40 bg-success-soft text-success' },
  overdue: { icon: TriangleAlertIcon, tone: 'border-warm bg-warm-soft text-warm' },
  due: { icon: AlarmClockIcon, tone: 'border-primary bg-primary/10 text-primary' },
  upcoming: { icon: ClockIcon, tone: 'border-border bg-muted text-muted-foreground' },
}

/** A task's state in words with its sign: never colour alone. */
function StateBadge({ state }: { state: TaskState }) {
  const { icon: Icon, tone } = LOOKS[state]
  return (
    <span
      data-state={state}
      className={cn('inline-flex w-fit items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap', tone)}
    >
      <Icon className="size-4" aria-hidden />
      {t.status[state]}
    </span>
  )
}

type TaskItemProps = {
  task: CareTask
  state: TaskState
  /** The user may record tasks (records.notes). */
  canRecord: boolean
  onDone: (task: CareTask) => void
  /** The dashboard's denser row: a smaller (still 48 px) button beside the text from narrow widths on. */
  compact?: boolean
}

/**
 * One task: what to do, how often and by whom, its state, who did it and when; and the one big «Hecha», which
 * waits (disabled) until an hour before the slot.
 */
export function TaskItem({ task, state, canRecord, onDone, compact = false }: TaskItemProps) {
  const time = slotTime(task.due)
  const who = [task.role, task.responsible].filter(Boolean).join(' · ')
  return (
    <li
      data-testid="care-task"
      data-state={state}
      aria-label={`${time} ${task.text}`}
      className={cn(
        'grid rounded-lg border bg-card',
        compact ? 'gap-2 p-2 @xs:grid-cols-[minmax(0,1fr)_auto] @xs:items-center' : 'gap-3 p-3 @lg:grid-cols-[minmax(0,1fr)_auto] @lg:items-center',
        state === 'overdue' && 'border-warm border-l-4 bg-warm-soft/40',
      )}
    >
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold break-words">{task.text}</p>
        {(task.frequency || who) && (
          <p className="text-sm break-words text-muted-foreground">{[task.frequency, who].filter(Boolean).join(' · ')}</p>
        )}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <StateBadge state={state} />
          {task.done && <span>{t.doneBy(task.done.byName, madridClock(task.done.at))}</span>}
          {state === 'upcoming' && <span className="text-muted-foreground">{t.opensAt(opensAt(task.due, TASK_WINDOW_MINUTES))}</span>}
        </div>
      </div>
      {canRecord && !task.done && (
        <Button
          type="button"
          className={compact ? 'min-h-12 w-full text-base @xs:w-auto @xs:min-w-28' : 'min-h-14 w-full text-lg @lg:w-auto @lg:min-w-36'}
          disabled={state === 'upcoming'}
          aria-label={t.markDoneLabel(task.text, task.residentName, time)}
          onClick={() => onDone(task)}
        >
          <CheckIcon className="size-5" aria-hidden />
          {t.markDone}
        </Button>
      )}
    </li>
  )
}
