/** Query keys of the care plans: every query sits under `all`, so a change fetches all of them again. */
export const carePlanKeys = {
  all: ['care-plans'] as const,
  resident: (residentId: string) => [...carePlanKeys.all, 'resident', residentId] as const,
  plan: (id: string) => [...carePlanKeys.all, 'plan', id] as const,
  status: () => [...carePlanKeys.all, 'status'] as const,
}
