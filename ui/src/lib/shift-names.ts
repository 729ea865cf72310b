/**
 * The home's shifts (DESIGN 9), shared by the medication round, the handover and the dashboard.
 * The night shift belongs to the date it starts on. Apart from shifts.ts (its API and zod schemas) because the
 * router reads them in the URL of /medication and /handover, in the entry every page loads (issue 16).
 */
export const SHIFTS = ['manana', 'tarde', 'noche'] as const
export type Shift = (typeof SHIFTS)[number]
