/** Query keys of the falls register: every query sits under `all`, so a change fetches all of them again. */
export const fallKeys = {
  all: ['falls'] as const,
  resident: (residentId: string) => [...fallKeys.all, 'resident', residentId] as const,
  context: (residentId: string, at: string) => [...fallKeys.all, 'context', residentId, at] as const,
}
