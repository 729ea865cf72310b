/**
 * Query keys of the daily registers, one root per register as the server announces it (repositioning, fluids,
 * weights, bowel: ui/src/invalidation-keys.ts), so a colleague's entry fetches only its register again.
 */
export const repositioningKeys = {
  all: ['repositioning'] as const,
  resident: (residentId: string) => [...repositioningKeys.all, 'resident', residentId] as const,
  due: () => [...repositioningKeys.all, 'due'] as const,
}

export const fluidKeys = {
  all: ['fluids'] as const,
  resident: (residentId: string) => [...fluidKeys.all, 'resident', residentId] as const,
}

export const weightKeys = {
  all: ['weights'] as const,
  resident: (residentId: string) => [...weightKeys.all, 'resident', residentId] as const,
}

export const bowelKeys = {
  all: ['bowel'] as const,
  resident: (residentId: string, from: string) => [...bowelKeys.all, 'resident', residentId, from] as const,
}
