import { oneOf, optionalText, searchSchema } from '@/lib/search-params'
import { SHIFTS, type Shift } from '@/lib/shift-names'

/** /medication's state in the URL: date and shift (the current shift when left out) and the area. */
export const roundSearchSchema = searchSchema({
  date: optionalText({ pattern: /^\d{4}-\d{2}-\d{2}$/ }),
  shift: oneOf(SHIFTS),
  area: optionalText(),
})

export type RoundSearch = ReturnType<typeof roundSearchSchema.parse>

export type RoundSearchChange = (patch: Partial<RoundSearch>) => void

export type { Shift }
