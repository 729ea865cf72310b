import { z } from 'zod'
import { SHIFTS, type Shift } from '@/lib/shifts'

/** /medication's state in the URL: date and shift (the current shift when left out) and the area. */
export const roundSearchSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  shift: z.enum(SHIFTS).optional().catch(undefined),
  area: z.string().optional().catch(undefined),
})

export type RoundSearch = z.infer<typeof roundSearchSchema>

export type RoundSearchChange = (patch: Partial<RoundSearch>) => void

export type { Shift }
