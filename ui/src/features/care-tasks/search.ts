import { oneOf, optionalText, searchSchema } from '@/lib/search-params'
import { SHIFTS } from '@/lib/shift-names'

/** /care-tasks's state in the URL: date and shift (the current shift when left out) and «Solo mi cargo». */
export const careTasksSearchSchema = searchSchema({
  date: optionalText({ pattern: /^\d{4}-\d{2}-\d{2}$/ }),
  shift: oneOf(SHIFTS),
  mine: (value: unknown) => (value === true ? true : undefined),
})

export type CareTasksSearch = ReturnType<typeof careTasksSearchSchema.parse>
