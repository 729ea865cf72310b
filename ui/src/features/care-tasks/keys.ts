import type { Shift } from '@/lib/shift-names'

/** Which shift's tasks: both left out, the shift under way (the server says which in its headers). */
export type ShiftParams = { date?: string; shift?: Shift }

/** Query keys of the care tasks: every query sits under `all`, so a change fetches all of them again. */
export const careTaskKeys = {
  all: ['care-tasks'] as const,
  shift: (params: ShiftParams) => [...careTaskKeys.all, 'shift', params] as const,
}
