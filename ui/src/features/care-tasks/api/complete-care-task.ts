import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { useCurrentUser } from '@/features/auth/auth-context'
import { careTaskSchema, type ShiftTasks } from '@/features/care-tasks/api/shift-care-tasks'
import { careTaskKeys } from '@/features/care-tasks/keys'
import { withDone } from '@/features/care-tasks/tasks'
import { handoverKeys } from '@/features/handover/api'
import { api } from '@/lib/api'

export const completeCareTaskSchema = z.object({ interventionId: z.string().min(1), due: z.string().min(1) })
export type CompleteCareTask = z.infer<typeof completeCareTaskSchema>

const taskIdOf = (input: CompleteCareTask) => `${input.interventionId}@${input.due}`

/**
 * POST /care-tasks/done {interventionId, due} -> the task done: 201 by the caller, or 200 with whoever recorded
 * it first (recording again changes nothing).
 */
export async function completeCareTask(input: CompleteCareTask) {
  return careTaskSchema.parse(await api.post<unknown>('/care-tasks/done', completeCareTaskSchema.parse(input)))
}

/**
 * The one tap: the task shows done by the user at once (every list holding it), the server's record replaces
 * that, a failure puts the lists back; the shift's tasks and its handover are read again either way.
 */
export function useCompleteCareTask() {
  const queryClient = useQueryClient()
  const user = useCurrentUser()
  return useMutation({
    mutationFn: completeCareTask,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: careTaskKeys.all })
      const before = queryClient.getQueriesData<ShiftTasks>({ queryKey: careTaskKeys.all })
      const done = { by: user._id, byName: user.name || user.username, at: new Date().toISOString() }
      queryClient.setQueriesData<ShiftTasks>({ queryKey: careTaskKeys.all }, (data) => data && withDone(data, taskIdOf(input), done))
      return { before }
    },
    onSuccess: ({ taskId, done }) => {
      if (done) queryClient.setQueriesData<ShiftTasks>({ queryKey: careTaskKeys.all }, (data) => data && withDone(data, taskId, done))
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data)
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: careTaskKeys.all }),
        queryClient.invalidateQueries({ queryKey: handoverKeys.all }),
      ]),
  })
}
