import { CATEGORIES } from '@/features/inventory/categories'
import { oneOf, searchSchema, searchText, wholeNumber } from '@/lib/search-params'

export const STOCK_STATUSES = ['low', 'expiring'] as const
/** low: below the minimum stock; expiring: expired or expiring within 30 days (the dashboard links here). */
export type StockStatus = (typeof STOCK_STATUSES)[number]

/**
 * The /inventory page's state in the URL, so a reload, the back button or a link from the dashboard
 * keeps it: category, name search, status filter and page. Anything malformed falls back to the default.
 */
export const inventorySearchSchema = searchSchema({
  category: oneOf(CATEGORIES),
  // The router reads `?q=12` as a number: it is still a search text.
  q: searchText(),
  status: oneOf(STOCK_STATUSES),
  page: wholeNumber({ min: 1, fallback: 1 }),
})

export type InventorySearch = ReturnType<typeof inventorySearchSchema.parse>

/** The defaults, left out of the URL. */
export const INVENTORY_SEARCH_DEFAULTS = { q: '', page: 1 } as const

/** Changes part of the URL state; `replace` for changes that should not add a history entry (typing). */
export type InventorySearchChange = (patch: Partial<InventorySearch>, options?: { replace?: boolean }) => void
