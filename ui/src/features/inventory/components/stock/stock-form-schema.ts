import { z } from 'zod'
import type { StockKind } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'

const v = es.inventory.validation

/** The server's limits for a movement. */
const MAX_QUANTITY = 1_000_000
const DESCRIPTION_MAX = 200

/**
 * SPEC 5 "Stock movements": a whole quantity of at least 1 and a description. A removal may not take
 * more than the `available` stock; instead of not submitting silently (SPEC), the form says why.
 */
export function stockFormSchema(kind: StockKind, available: number) {
  return z.object({
    quantity: z.string().transform((text, ctx) => {
      const value = text.trim()
      const quantity = Number(value)
      const problem =
        value !== '' && /^-?\d*[.,]\d+$/.test(value)
          ? v.wholeNumber
          : !/^\d+$/.test(value) || quantity < 1
            ? v.quantityMin
            : quantity > MAX_QUANTITY
              ? v.quantityInvalid
              : kind === 'remove' && quantity > available
                ? v.notEnoughStock(available)
                : null
      if (problem === null) return quantity
      ctx.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    }),
    description: z
      .string()
      .trim()
      .min(1, v.descriptionRequired)
      .max(DESCRIPTION_MAX, es.validation.tooLong(DESCRIPTION_MAX)),
  })
}

export type StockFormValues = z.input<ReturnType<typeof stockFormSchema>>

export const STOCK_FORM_FIELDS = ['quantity', 'description'] as const

export const EMPTY_STOCK_FORM: StockFormValues = { quantity: '', description: '' }
