import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { careTaskKeys, type ShiftParams } from '@/features/care-tasks/keys'
import { apiGetWithHeaders } from '@/lib/api'
import { text } from '@/lib/schemas'
import { SHIFTS, type Shift } from '@/lib/shift-names'

/** Who recorded a task done, and when (RFC 3339). */
export const taskDoneSchema = z.object({ by: text, byName: text, at: text })
export type TaskDone = z.infer<typeof taskDoneSchema>

/** One slot of an intervention of a plan in force: `taskId` is `<interventionId>@<due>`. */
export const careTaskSchema = z.object({
  taskId: z.string().min(1),
  residentId: z.string().min(1),
  residentName: text,
  room: text,
  planId: text,
  interventionId: z.string().min(1),
  text: text,
  frequency: text,
  role: text,
  responsible: text,
  /** Madrid wall clock `YYYY-MM-DDTHH:MM`, as the round's scheduledAt. */
  due: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  done: taskDoneSchema.nullable(),
})
export type CareTask = z.infer<typeof careTaskSchema>

/** The tasks of one shift, with the shift they are of (the current one when none was asked for). */
export type ShiftTasks = { date: string; shift: Shift; tasks: CareTask[] }

const shiftSchema = z.enum(SHIFTS)

function query(params: ShiftParams) {
  const search = new URLSearchParams()
  if (params.date) search.set('date', params.date)
  if (params.shift) search.set('shift', params.shift)
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** GET /care-tasks?date=&shift=: the shift's tasks by slot, room and name; X-Shift-Date and X-Shift say which shift. */
export async function fetchShiftCareTasks(params: ShiftParams): Promise<ShiftTasks> {
  const { data, headers } = await apiGetWithHeaders<unknown>(`/care-tasks${query(params)}`)
  return {
    date: headers.get('X-Shift-Date') ?? params.date ?? '',
    shift: shiftSchema.parse(headers.get('X-Shift') ?? params.shift),
    tasks: z.array(careTaskSchema).parse(data),
  }
}

export function shiftCareTasksQueryOptions(params: ShiftParams) {
  return queryOptions({
    queryKey: careTaskKeys.shift(params),
    queryFn: () => fetchShiftCareTasks(params),
    placeholderData: keepPreviousData,
    // Colleagues' records arrive live ('care-tasks'); this reads the shift again when the current one turns over.
    refetchInterval: 5 * 60_000,
  })
}
