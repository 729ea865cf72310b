import { toast } from 'sonner'
import { useCurrentUser } from '@/features/auth/auth-context'
import { useCompleteCareTask } from '@/features/care-tasks/api/complete-care-task'
import type { CareTask } from '@/features/care-tasks/api/shift-care-tasks'
import { madridClock, slotTime } from '@/features/mar/status'
import { es } from '@/i18n/es'
import { isApiError } from '@/lib/api'
import { notifyError } from '@/lib/notify'

const t = es.careTasks

/**
 * The one tap «Hecha»: the task shows done at once and a toast confirms it (no undo: recording it again is
 * harmless, and a task is not undone). If a colleague had recorded it first, the toast says who and when; a
 * refusal says the server's reason (a shift still to come, a plan no longer in force).
 */
export function useMarkDone() {
  const complete = useCompleteCareTask()
  const user = useCurrentUser()
  return async (task: CareTask) => {
    const what = `${task.text} · ${task.residentName} (${slotTime(task.due)})`
    try {
      const saved = await complete.mutateAsync({ interventionId: task.interventionId, due: task.due })
      if (saved.done && saved.done.by !== user._id) {
        toast.info(t.toasts.already, { description: t.toasts.alreadyBy(saved.done.byName, madridClock(saved.done.at)) })
      } else {
        toast.success(t.toasts.done, { description: what })
      }
    } catch (error) {
      const reason = isApiError(error) ? error.fields.due || error.fields.interventionId : ''
      if (reason) toast.error(es.errors.toastTitle, { description: reason })
      else notifyError(error)
    }
  }
}
