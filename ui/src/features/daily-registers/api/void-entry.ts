import type { QueryKey } from '@tanstack/react-query'
import { assessmentKeys } from '@/features/assessments/api'
import { bowelKeys, fluidKeys, repositioningKeys, weightKeys } from '@/features/daily-registers/keys'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** The four registers, as their paths name them. */
export type Register = 'repositioning' | 'fluids' | 'weights' | 'bowel'

/** What a void makes stale: the register; a weight's also the MNA-SF its loss made due. */
const staleAfterVoid: Record<Register, readonly QueryKey[]> = {
  repositioning: [repositioningKeys.all],
  fluids: [fluidKeys.all],
  weights: [weightKeys.all, assessmentKeys.dueAll()],
  bowel: [bowelKeys.all],
}

export type VoidInput = { id: string; reason: string }

/**
 * POST /{register}/{id}/void {reason}: an entry made by mistake stays on record, voided, and counts no more. The
 * author may leave the reason empty right after recording it (the toast's «Deshacer»).
 */
export async function voidEntry(register: Register, { id, reason }: VoidInput) {
  return api.post<unknown>(`/${register}/${encodeURIComponent(id)}/void`, { reason })
}

export function useVoidEntry(register: Register) {
  return useRefetchingMutation(staleAfterVoid[register], (input: VoidInput) => voidEntry(register, input), { refetchWhen: 'settled' })
}
