import { z } from 'zod'
import { carePlanKeys } from '@/features/care-plans/keys'
import { carePlanSchema } from '@/features/care-plans/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/**
 * The agreement of POST /care-plans/{id}/approve: who agreed it with the team and how; `signature` is the
 * picture as a data URL (the finger signature as PNG, or a photo or scan of the signed paper).
 */
export const agreementBodySchema = z.object({
  name: z.string(),
  relationship: z.string(),
  date: z.string(),
  method: z.enum(['tableta', 'papel']),
  signature: z.string().startsWith('data:image/'),
})
export type AgreementBody = z.infer<typeof agreementBodySchema>

/** POST /care-plans/{id}/approve {agreement}: the draft becomes vigente and the plan in force before, sustituido. */
export async function approveCarePlan(id: string, agreement: AgreementBody) {
  return carePlanSchema.parse(
    await api.post<unknown>(`/care-plans/${encodeURIComponent(id)}/approve`, { agreement: agreementBodySchema.parse(agreement) }),
  )
}

/** Read everything again whatever the answer: a 409 means someone approved it meanwhile. */
export function useApproveCarePlan(id: string) {
  return useRefetchingMutation([carePlanKeys.all], (agreement: AgreementBody) => approveCarePlan(id, agreement), {
    refetchWhen: 'settled',
  })
}
