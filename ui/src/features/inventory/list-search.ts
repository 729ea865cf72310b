import { z } from 'zod'
import { CATEGORIES } from '@/features/inventory/schemas'

export const STOCK_STATUSES = ['low', 'expiring'] as const
/** low: below the minimum stock; expiring: expired or expiring within 30 days (the dashboard links here). */
export type StockStatus = (typeof STOCK_STATUSES)[number]

/**
 * The /inventory page's state in the URL, so a reload, the back button or a link from the dashboard
 * keeps it: category, name search, status filter and page. Anything malformed falls back to the default.
 */
export const inventorySearchSchema = z.object({
  category: z.enum(CATEGORIES).optional().catch(undefined),
  // The router reads `?q=12` as a number: it is still a search text.
  q: z
    .union([z.string(), z.number().transform(String)])
    .default('')
    .catch(''),
  status: z.enum(STOCK_STATUSES).optional().catch(undefined),
  page: z.number().int().min(1).default(1).catch(1),
})

export type InventorySearch = z.infer<typeof inventorySearchSchema>

/** The defaults, left out of the URL. */
export const INVENTORY_SEARCH_DEFAULTS = { q: '', page: 1 } as const

/** Changes part of the URL state; `replace` for changes that should not add a history entry (typing). */
export type InventorySearchChange = (patch: Partial<InventorySearch>, options?: { replace?: boolean }) => void
