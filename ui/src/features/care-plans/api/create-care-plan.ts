import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { carePlanKeys } from '@/features/care-plans/keys'
import { carePlanSchema, type CarePlan } from '@/features/care-plans/schemas'
import { api, isApiError } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

export const newCarePlanSchema = z.object({ residentId: z.string().min(1) })
export type NewCarePlan = z.infer<typeof newCarePlanSchema>

/**
 * What «Nuevo borrador» opens: the draft just made, pre-filled by the server, or the resident's draft that
 * was already there (the server keeps one at a time and answers 409 naming it).
 */
export type OpenedDraft = { plan: CarePlan; existed: false } | { planId: string; existed: true }

/** POST /care-plans {residentId} -> 201 the resident's next version as a draft. */
export async function createCarePlan(input: NewCarePlan): Promise<OpenedDraft> {
  try {
    return { plan: carePlanSchema.parse(await api.post<unknown>('/care-plans', newCarePlanSchema.parse(input))), existed: false }
  } catch (error) {
    if (isApiError(error) && error.status === 409 && error.existingId) return { planId: error.existingId, existed: true }
    throw error
  }
}

/** «Nuevo borrador»: the new draft is put in the cache so that its editor opens at once. */
export function useCreateCarePlan() {
  const queryClient = useQueryClient()
  return useRefetchingMutation([carePlanKeys.all], async (input: NewCarePlan) => {
    const opened = await createCarePlan(input)
    if (!opened.existed) queryClient.setQueryData(carePlanKeys.plan(opened.plan._id), opened.plan)
    return opened
  })
}
