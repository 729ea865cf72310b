import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { carePlanKeys } from '@/features/care-plans/keys'
import { AREA_IDS, carePlanSchema, OUTCOMES } from '@/features/care-plans/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/**
 * The body of PUT /care-plans/{id}: the whole draft. A need or intervention keeps its `_id` ('' for a new one,
 * which the server names); a need's source is the server's and is not sent.
 */
export const carePlanBodySchema = z.object({
  person: z.object({ biography: z.string(), preferences: z.string(), matters: z.string() }),
  referenceProfessional: z.string(),
  areas: z.array(
    z.object({
      id: z.enum(AREA_IDS),
      contributors: z.array(z.object({ name: z.string(), role: z.string() })),
      needs: z.array(
        z.object({
          _id: z.string(),
          text: z.string(),
          objective: z.string(),
          startDate: z.string(),
          reviewDate: z.string(),
          outcome: z.enum(OUTCOMES).nullable(),
          outcomeNote: z.string(),
          interventions: z.array(
            z.object({
              _id: z.string(),
              text: z.string(),
              frequency: z.string(),
              everyHours: z.number().int().nullable(),
              times: z.array(z.string()),
              role: z.string(),
              responsible: z.string(),
            }),
          ),
        }),
      ),
    }),
  ),
})
export type CarePlanBody = z.infer<typeof carePlanBodySchema>

/** PUT /care-plans/{id}: saves a draft (a plan already agreed answers 409). */
export async function updateCarePlan(id: string, body: CarePlanBody) {
  return carePlanSchema.parse(await api.put<unknown>(`/care-plans/${encodeURIComponent(id)}`, carePlanBodySchema.parse(body)))
}

/** «Guardar borrador»; the saved draft replaces the cached one at once. */
export function useUpdateCarePlan(id: string) {
  const queryClient = useQueryClient()
  return useRefetchingMutation([carePlanKeys.all], async (body: CarePlanBody) => {
    const saved = await updateCarePlan(id, body)
    queryClient.setQueryData(carePlanKeys.plan(id), saved)
    return saved
  })
}
