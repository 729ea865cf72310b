import { z } from 'zod'
import { bowelKeys } from '@/features/daily-registers/keys'
import { bowelSchema } from '@/features/daily-registers/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** A stool (Bristol 1-7), or only an episode (continent false) or a pad change; now unless `at` says when. */
export const newBowelRecordSchema = z.object({
  residentId: z.string().min(1),
  bristol: z.number().int().min(1).max(7).nullable(),
  continent: z.boolean(),
  padChange: z.boolean(),
  note: z.string().optional(),
  at: z.string().optional(),
})
export type NewBowelRecord = z.infer<typeof newBowelRecordSchema>

/** POST /bowel -> 201 the entry. */
export async function addBowelRecord(input: NewBowelRecord) {
  return bowelSchema.parse(await api.post<unknown>('/bowel', newBowelRecordSchema.parse(input)))
}

export function useAddBowelRecord() {
  return useRefetchingMutation([bowelKeys.all], addBowelRecord)
}
