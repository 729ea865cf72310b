import { z } from 'zod'
import { fluidKeys } from '@/features/daily-registers/keys'
import { fluidIntakeSchema } from '@/features/daily-registers/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** A drink, now unless `at` says when. */
export const newFluidIntakeSchema = z.object({
  residentId: z.string().min(1),
  ml: z.number().int().min(1).max(3000),
  drink: z.string(),
  at: z.string().optional(),
})
export type NewFluidIntake = z.infer<typeof newFluidIntakeSchema>

/** POST /fluids -> 201 the drink. */
export async function addFluidIntake(input: NewFluidIntake) {
  return fluidIntakeSchema.parse(await api.post<unknown>('/fluids', newFluidIntakeSchema.parse(input)))
}

export function useAddFluidIntake() {
  return useRefetchingMutation([fluidKeys.all], addFluidIntake)
}
