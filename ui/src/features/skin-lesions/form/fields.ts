import { z } from 'zod'
import { es } from '@/i18n/es'
import { isISODate } from '@/lib/dates'
import { formatDecimal, readNumber } from '@/lib/numbers'

const v = es.skinLesions.validation

/** A lesion's side is at most this many centimetres, its depth at most this many (the server's bounds). */
export const MAX_SIDE_CM = 100
export const MAX_DEPTH_CM = 30

/**
 * A size typed in centimetres ("2,5"): required (with `missing`'s message) or left empty (null), a number,
 * between 0 and `max`, as the server checks it.
 */
export function centimetres(max: number, missing?: string) {
  return z.string().transform((typed, ctx): number | null => {
    const read = readNumber(typed)
    if (read.kind === 'empty') {
      if (missing) ctx.addIssue({ code: 'custom', message: missing })
      return null
    }
    if (read.kind === 'invalid') {
      ctx.addIssue({ code: 'custom', message: v.notANumber })
      return null
    }
    if (read.value < 0 || read.value > max) {
      ctx.addIssue({ code: 'custom', message: v.impossible(formatDecimal(0), formatDecimal(max)) })
      return null
    }
    return read.value
  })
}

/** A calendar date: required, a real one, not after `today` and not before `notBefore` (with its message). */
export function pastDate(message: string, today: string, notBefore?: { date: string; message: string }) {
  return z
    .string()
    .trim()
    .min(1, message)
    .refine((value) => isISODate(value), v.dateInvalid)
    .refine((value) => !isISODate(value) || value <= today, v.future)
    .refine((value) => !notBefore || !isISODate(value) || value >= notBefore.date, notBefore?.message ?? '')
}

/** A text of at most `max` characters, trimmed. */
export const upTo = (max: number) => z.string().trim().max(max, es.validation.tooLong(max))

/**
 * A form-wide check's option: it runs even when a field has failed (a size that is no number), so that every
 * message shows at once, not only once the others are fixed.
 */
export const afterFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}
