import { z } from 'zod'
import { text } from '@/lib/schemas'

/** What the dashboard reads of each medication in GET /medications/all (the server computes lowStock and expiry). */

export const EXPIRY_STATES = ['ok', 'expiring', 'expired'] as const

export const stockWatchSchema = z.object({
  _id: z.string().min(1),
  name: text,
  stock: z.number().int().catch(0),
  minimumStock: z.number().int().catch(0),
  /** `YYYY-MM-DD`. */
  expirationDate: text,
  /** Stock below the minimum. */
  lowStock: z.boolean().catch(false),
  /** Expired, within 30 days of expiry, or fine. */
  expiry: z.enum(EXPIRY_STATES).catch('ok'),
})

export type StockWatch = z.infer<typeof stockWatchSchema>

export const stockWatchListSchema = z.object({ medications: z.array(stockWatchSchema) })
