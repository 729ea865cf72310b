import { z } from 'zod'
import { impossibleMessage } from '@/features/patients/records/vitals/form-schema'
import {
  VITAL_KEYS,
  type VitalKey,
  type VitalMeasure,
  type VitalMeasures,
  type VitalRanges,
} from '@/features/patients/records/vitals/measures'
import { es } from '@/i18n/es'
import { formatDecimal, readNumber } from '@/lib/numbers'

const t = es.records.vitals.ranges
const v = es.records.vitals.validation

type Bound = 'min' | 'max'

/**
 * One measure's range as typed, checked as the server checks a PUT /vital-ranges (DESIGN 8): both limits
 * given (`<key>`), each a number within what is physically possible (`<key>.min`, `<key>.max`, the server's
 * limits), the maximum above the minimum (`<key>.max`).
 */
function rangeOf(measure: VitalMeasure) {
  return z.object({ min: z.string(), max: z.string() }).transform((typed, ctx) => {
    const read = { min: readNumber(typed.min), max: readNumber(typed.max) }
    if (read.min.kind === 'empty' || read.max.kind === 'empty') {
      ctx.addIssue({ code: 'custom', message: t.required, path: [] })
      return z.NEVER
    }
    const values: Partial<Record<Bound, number>> = {}
    for (const bound of ['min', 'max'] as const) {
      const number = read[bound]
      if (number.kind !== 'number') {
        ctx.addIssue({ code: 'custom', message: v.notANumber, path: [bound] })
      } else if (number.value < measure.min || number.value > measure.max) {
        ctx.addIssue({ code: 'custom', message: impossibleMessage(measure), path: [bound] })
      } else {
        values[bound] = number.value
      }
    }
    if (values.min === undefined || values.max === undefined) return z.NEVER
    if (values.min >= values.max) {
      ctx.addIssue({ code: 'custom', message: t.maxAboveMin, path: ['max'] })
      return z.NEVER
    }
    return { min: values.min, max: values.max }
  })
}

type RangeSchema = ReturnType<typeof rangeOf>

/** Every measure's range, checked with the server's limits (GET /vital-ranges). */
export function rangesFormSchema(measures: VitalMeasures) {
  return z.object(
    Object.fromEntries(VITAL_KEYS.map((key) => [key, rangeOf(measures[key])])) as Record<VitalKey, RangeSchema>,
  ) satisfies z.ZodType<VitalRanges, unknown>
}

export type RangesFormValues = z.input<ReturnType<typeof rangesFormSchema>>

/** The fields the server may name in a 422: `<key>`, `<key>.min`, `<key>.max`. */
export const RANGES_FORM_FIELDS = VITAL_KEYS.flatMap(
  (key) => [key, `${key}.min`, `${key}.max`] as const,
) satisfies readonly string[]

/** The form's starting values: the resident's ranges, written "35,5". */
export function toRangesFormValues(ranges: VitalRanges): RangesFormValues {
  return Object.fromEntries(
    VITAL_KEYS.map((key) => [
      key,
      {
        min: formatDecimal(ranges[key].min, { maxDecimals: 6 }),
        max: formatDecimal(ranges[key].max, { maxDecimals: 6 }),
      },
    ]),
  ) as RangesFormValues
}
