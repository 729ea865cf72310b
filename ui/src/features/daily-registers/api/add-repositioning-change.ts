import { z } from 'zod'
import { repositioningKeys } from '@/features/daily-registers/keys'
import { POSITIONS, repositioningChangeSchema } from '@/features/daily-registers/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** A change of position, now (the server's clock) unless `at` says when (RFC 3339). */
export const newRepositioningChangeSchema = z.object({
  residentId: z.string().min(1),
  position: z.enum(POSITIONS),
  skinOk: z.boolean(),
  note: z.string().optional(),
  at: z.string().optional(),
})
export type NewRepositioningChange = z.infer<typeof newRepositioningChangeSchema>

/** POST /repositioning -> 201 the change. */
export async function addRepositioningChange(input: NewRepositioningChange) {
  return repositioningChangeSchema.parse(await api.post<unknown>('/repositioning', newRepositioningChangeSchema.parse(input)))
}

/** The one tap: the resident's day and the shift's list are read again. */
export function useAddRepositioningChange() {
  return useRefetchingMutation([repositioningKeys.all], addRepositioningChange)
}
