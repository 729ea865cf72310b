import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { carePlanKeys } from '@/features/care-plans/keys'
import { PLAN_STATES } from '@/features/care-plans/states'
import { api } from '@/lib/api'
import { text } from '@/lib/schemas'

/** One resident of the home and where their plan stands; `planId` is the plan in force, else the draft. */
export const planStatusSchema = z.object({
  residentId: z.string().min(1),
  residentName: text,
  room: text,
  state: z.enum(PLAN_STATES),
  /** YYYY-MM-DD: from this day the plan is vencido. */
  dueDate: text,
  planId: z.string().nullish().transform((value) => value ?? null),
})
export type PlanStatusRow = z.infer<typeof planStatusSchema>

/** GET /care-plans/status: every resident in the home with their plan's state, by name. */
export async function fetchCarePlanStatus() {
  return z.array(planStatusSchema).parse(await api.get<unknown>('/care-plans/status'))
}

export function carePlanStatusQueryOptions() {
  return queryOptions({ queryKey: carePlanKeys.status(), queryFn: fetchCarePlanStatus })
}
