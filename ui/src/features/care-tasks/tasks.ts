import type { CareTask, ShiftTasks, TaskDone } from '@/features/care-tasks/api/shift-care-tasks'
import { slotMinutes } from '@/features/mar/status'
import { normalizeSearch } from '@/lib/search'

/**
 * A task may be recorded from an hour before its slot; an hour after it, still not done, it is overdue: it is
 * highlighted here and the handover lists it (the server's careTaskGrace).
 */
export const TASK_WINDOW_MINUTES = 60

export type TaskState = 'done' | 'overdue' | 'due' | 'upcoming'

const madridParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant as Madrid's wall clock `YYYY-MM-DDTHH:MM`, the form of a task's `due`. */
export function madridKey(now: Date): string {
  const part = Object.fromEntries(madridParts.formatToParts(now).map(({ type, value }) => [type, value]))
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`
}

/** Where a task stands at `now` (Madrid `YYYY-MM-DDTHH:MM`): done, overdue, due (recordable) or upcoming. */
export function taskState(task: Pick<CareTask, 'due' | 'done'>, now: string): TaskState {
  if (task.done) return 'done'
  const due = slotMinutes(task.due)
  const at = slotMinutes(now)
  if (due === null || at === null) return 'due'
  if (at >= due + TASK_WINDOW_MINUTES) return 'overdue'
  return at >= due - TASK_WINDOW_MINUTES ? 'due' : 'upcoming'
}

export type ResidentTasks = { residentId: string; residentName: string; room: string; tasks: CareTask[] }
export type TimeGroup = { due: string; residents: ResidentTasks[] }

/** The order tasks are shown in: by time, then room (101 before 1010), then name; stable beyond that. */
export function compareTasks(a: CareTask, b: CareTask): number {
  return (
    a.due.localeCompare(b.due) ||
    a.room.localeCompare(b.room, 'es', { numeric: true }) ||
    a.residentName.localeCompare(b.residentName, 'es')
  )
}

/** The tasks by time, then by resident (room, then name), each resident's in the server's order. */
export function groupTasks(tasks: readonly CareTask[]): TimeGroup[] {
  const groups: TimeGroup[] = []
  for (const task of [...tasks].sort(compareTasks)) {
    let group = groups.at(-1)
    if (!group || group.due !== task.due) {
      group = { due: task.due, residents: [] }
      groups.push(group)
    }
    let resident = group.residents.at(-1)
    if (!resident || resident.residentId !== task.residentId) {
      resident = { residentId: task.residentId, residentName: task.residentName, room: task.room, tasks: [] }
      group.residents.push(resident)
    }
    resident.tasks.push(task)
  }
  return groups
}

/** How many of the tasks are done, of how many. */
export function taskProgress(tasks: readonly Pick<CareTask, 'done'>[]) {
  return { done: tasks.filter((task) => task.done).length, total: tasks.length }
}

/** The shift with one task recorded done by `done` (unchanged when the task is not of it). */
export function withDone(data: ShiftTasks, taskId: string, done: TaskDone): ShiftTasks {
  if (!data.tasks.some((task) => task.taskId === taskId)) return data
  return { ...data, tasks: data.tasks.map((task) => (task.taskId === taskId ? { ...task, done } : task)) }
}

/**
 * The words an intervention's role is written with for each staff role, where the match is plain: doctors do
 * Medicina, nurses Enfermería and the gerocultores' work (gerocultores sign in with nurse accounts), social
 * workers Trabajo social. Administrative staff have none, so «Solo mi cargo» is not offered to them.
 */
const ROLE_WORDS: Record<string, readonly string[]> = {
  doctor: ['medic'],
  nurse: ['enfermer', 'gerocultor', 'auxiliar'],
  socialworker: ['trabajo social', 'trabajador social', 'trabajadora social'],
}

/** The staff roles of the user that «Solo mi cargo» knows (none: the filter is not offered). */
export function careRolesOf(roles: readonly { name: string }[]): string[] {
  return roles.map((role) => role.name).filter((name) => Object.hasOwn(ROLE_WORDS, name))
}

/** Whether the task is the user's: of one of their roles, or naming them as the responsible. */
export function isMine(task: Pick<CareTask, 'role' | 'responsible'>, roles: readonly string[], userName: string): boolean {
  const role = normalizeSearch(task.role)
  const responsible = normalizeSearch(task.responsible)
  if (responsible && responsible === normalizeSearch(userName)) return true
  return roles.some((name) => (ROLE_WORDS[name] ?? []).some((word) => role.includes(word)))
}
