/** Query keys of the skin lesions: every query sits under `all`, so a change fetches all of them again. */
export const skinLesionKeys = {
  all: ['skin-lesions'] as const,
  resident: (residentId: string) => [...skinLesionKeys.all, 'resident', residentId] as const,
}
