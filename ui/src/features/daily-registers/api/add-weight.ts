import { z } from 'zod'
import { alertKeys } from '@/features/alerts/api'
import { assessmentKeys } from '@/features/assessments/api'
import { weightKeys } from '@/features/daily-registers/keys'
import { savedWeightSchema } from '@/features/daily-registers/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

export const newWeightSchema = z.object({ residentId: z.string().min(1), date: z.string(), kg: z.number() })
export type NewWeight = z.infer<typeof newWeightSchema>

/** POST /weights -> 201 the weight, with the weight-loss alert it opened (alertId) or null. */
export async function addWeight(input: NewWeight) {
  return savedWeightSchema.parse(await api.post<unknown>('/weights', newWeightSchema.parse(input)))
}

/** A weight may be a loss: the alerts and the MNA-SF it makes due are read again too. */
export function useAddWeight() {
  return useRefetchingMutation([weightKeys.all, alertKeys.all, assessmentKeys.dueAll()], addWeight)
}
