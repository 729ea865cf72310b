import { z } from 'zod'
import { CATEGORIES } from '@/features/inventory/categories'
import { priceText } from '@/features/inventory/price'
import { text } from '@/lib/schemas'

export { CATEGORIES, type Category } from '@/features/inventory/categories'

/** The API's shapes for the medication inventory (GET /medications/all, GET /medications/{id}/movements). */

/** The server's expiry state (its rule, DESIGN: computed once, on the server): Vigente, Caduca pronto, Caducado. */
export const EXPIRY_STATUSES = ['ok', 'expiring', 'expired'] as const
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number]

export const medicationSchema = z.object({
  _id: z.string().min(1),
  name: text,
  /** Optional: the Kardex's allergy check reads it beside the name. */
  activeIngredient: text,
  /** Optional: the WHO's ATC code ("J01CA04"), by which the allergy check finds the medication's group. */
  atcCode: text,
  category: z.enum(CATEGORIES).catch('Other'),
  concentration: text,
  presentation: text,
  /**
   * One of DESIGN 8's routes (lib/administration-routes), in Spanish as the server stores them; kept as
   * sent, so a value this UI does not know is shown as it is, never as another route.
   */
  administrationRoute: text,
  stock: z.number().int(),
  minimumStock: z.number().int(),
  /** `YYYY-MM-DD`. */
  expirationDate: text,
  location: text,
  supplier: text,
  /** Euros as a decimal string with two decimals: "12.50" (shown as "12,50 €"). */
  unitPrice: z.number().nonnegative().transform(priceText),
  requiresPrescription: z.boolean().catch(false),
  /** Of high risk (insulin, anticoagulant, antiepileptic): a dose held opens an alert. */
  highAlert: z.boolean().catch(false),
  notes: text,
  /** The server's answer: stock below the minimum. */
  lowStock: z.boolean(),
  /** The server's answer: expired, expiring within 30 days, or fine. */
  expiry: z.enum(EXPIRY_STATUSES),
})

export type Medication = z.infer<typeof medicationSchema>

export const medicationListSchema = z.object({ medications: z.array(medicationSchema) })

/** What create and update send: the price as a decimal string ("12.10"), counts as whole numbers. */
export type MedicationInput = Omit<Medication, '_id' | 'lowStock' | 'expiry'>

export const stockMovementSchema = z.object({
  _id: z.string().min(1),
  kind: z.enum(['in', 'out']),
  quantity: z.number().int(),
  stockAfter: z.number().int(),
  description: text,
  actorName: text,
  /** RFC 3339, UTC. */
  at: text,
})

export type StockMovement = z.infer<typeof stockMovementSchema>

export type StockKind = 'add' | 'remove'

export type StockInput = { quantity: number; description: string }
