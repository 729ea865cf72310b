import { z } from 'zod'
import { parsePrice, type PriceError } from '@/features/inventory/price'
import { CATEGORIES, type Medication, type MedicationInput } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { ADMINISTRATION_ROUTES } from '@/lib/administration-routes'
import { toDate, toISODate } from '@/lib/dates'

const v = es.inventory.validation
const tooLong = es.validation.tooLong

/** The server's limits: short texts 120 characters, notes 2000; counts are whole numbers. */
const SHORT_TEXT = 120
const LONG_TEXT = 2000
const MAX_COUNT = 1_000_000

/** An ATC code of any of the WHO's five levels, as the server checks it: "J", "J01", "J01C", "J01CA", "J01CA04". */
const ATC_CODE = /^[A-Z](\d{2}([A-Z]([A-Z](\d{2})?)?)?)?$/

const required = (message: string) => z.string().trim().min(1, message).max(SHORT_TEXT, tooLong(SHORT_TEXT))

/** One of `values` (a select left on its placeholder is ''). */
function oneOf<T extends string>(values: readonly T[], message: string) {
  return z.string().transform((value, ctx) => {
    if ((values as readonly string[]).includes(value)) return value as T
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  })
}

/**
 * A count typed in the numeric field: required, whole, not negative, at most MAX_COUNT. "1.000" or "2,5"
 * is refused as not whole, never read as 1 or 1000.
 */
function count(messages: { required: string; negative: string }) {
  return z.string().transform((text, ctx) => {
    const value = text.trim()
    const problem = !value
      ? messages.required
      : !/^-?\d+$/.test(value)
        ? v.wholeNumber
        : value.startsWith('-')
          ? messages.negative
          : Number(value) > MAX_COUNT
            ? v.tooLarge
            : null
    if (problem === null) return Number(value)
    ctx.addIssue({ code: 'custom', message: problem })
    return z.NEVER
  })
}

const priceMessages: Record<PriceError, string> = {
  required: v.priceRequired,
  negative: v.priceNegative,
  decimals: v.priceDecimals,
  invalid: v.priceInvalid,
}

/** True for a real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
function isCalendarDate(value: string) {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? toDate(value) : null
  return date !== null && toISODate(date) === value
}

type SchemaContext = {
  /** Today, `YYYY-MM-DD`. */
  today: string
  /** The saved date when editing: an expired medication can be edited as long as its date is left alone. */
  savedExpiry?: string
}

/** SPEC 5 "Medication (create and edit)", with the server's messages and limits. */
export function medicationFormSchema({ today, savedExpiry }: SchemaContext) {
  return z.object({
    name: required(v.nameRequired),
    activeIngredient: z.string().trim().max(SHORT_TEXT, tooLong(SHORT_TEXT)),
    atcCode: z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => value === '' || ATC_CODE.test(value), v.atcCodeInvalid),
    category: oneOf(CATEGORIES, v.categoryRequired),
    concentration: required(v.concentrationRequired),
    presentation: required(v.presentationRequired),
    administrationRoute: oneOf(ADMINISTRATION_ROUTES, v.administrationRouteRequired),
    stock: count({ required: v.stockRequired, negative: v.stockNegative }),
    minimumStock: count({ required: v.minimumStockRequired, negative: v.minimumStockNegative }),
    expirationDate: z.string().transform((text, ctx) => {
      const value = text.trim()
      const problem = !value
        ? v.expirationDateRequired
        : !isCalendarDate(value)
          ? v.dateInvalid
          : value !== savedExpiry && value <= today
            ? v.expirationDateFuture
            : null
      if (problem === null) return value
      ctx.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    }),
    location: required(v.locationRequired),
    supplier: required(v.supplierRequired),
    unitPrice: z.string().transform((text, ctx) => {
      const price = parsePrice(text)
      if (price.ok) return price.value
      ctx.addIssue({ code: 'custom', message: priceMessages[price.error] })
      return z.NEVER
    }),
    requiresPrescription: z.boolean(),
    highAlert: z.boolean(),
    notes: z.string().trim().max(LONG_TEXT, tooLong(LONG_TEXT)),
  }) satisfies z.ZodType<MedicationInput, unknown>
}

export type MedicationFormValues = z.input<ReturnType<typeof medicationFormSchema>>

export const MEDICATION_FORM_FIELDS = [
  'name',
  'activeIngredient',
  'atcCode',
  'category',
  'concentration',
  'presentation',
  'administrationRoute',
  'stock',
  'minimumStock',
  'expirationDate',
  'location',
  'supplier',
  'unitPrice',
  'requiresPrescription',
  'highAlert',
  'notes',
] as const satisfies readonly (keyof MedicationInput)[]

/** The form's starting values: the medication being edited, or blank for a new one. */
export function toMedicationFormValues(medication: Medication | null): MedicationFormValues {
  if (!medication) {
    return {
      name: '',
      activeIngredient: '',
      atcCode: '',
      category: '',
      concentration: '',
      presentation: '',
      administrationRoute: '',
      stock: '',
      minimumStock: '',
      expirationDate: '',
      location: '',
      supplier: '',
      unitPrice: '',
      requiresPrescription: false,
      highAlert: false,
      notes: '',
    }
  }
  // lowStock and expiry are the server's answers, not fields of the form. The price reads "12,50".
  const { _id, stock, minimumStock, lowStock, expiry, unitPrice, ...rest } = medication
  return {
    ...rest,
    stock: String(stock),
    minimumStock: String(minimumStock),
    unitPrice: unitPrice.replace('.', ','),
  }
}
