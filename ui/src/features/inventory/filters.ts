import type { InventorySearch } from '@/features/inventory/list-search'
import type { Medication } from '@/features/inventory/schemas'
import { matches } from '@/lib/search'

/** SPEC 9: the inventory shows 5 medications per page. */
export const INVENTORY_PAGE_SIZE = 5

/**
 * The medications the filters leave: one category (or all), a name typed without minding accents or
 * case, and the stock status as the server computed it (lowStock, expiry).
 */
export function filterMedications(
  medications: Medication[],
  { category, q, status }: Pick<InventorySearch, 'category' | 'q' | 'status'>,
): Medication[] {
  return medications.filter(
    (medication) =>
      (!category || medication.category === category) &&
      matches(medication.name, q) &&
      (status !== 'low' || medication.lowStock) &&
      (status !== 'expiring' || medication.expiry !== 'ok'),
  )
}

export type InventoryPage<T> = {
  rows: T[]
  /** The page shown: the one asked for, kept between the first and the last. */
  page: number
  totalPages: number
  /** 1-based positions of the first and last rows shown (0 and 0 when there are none). */
  from: number
  to: number
  total: number
}

/** One page of `size` rows; a page past the last (after a deletion, an old link) shows the last. */
export function paginate<T>(rows: T[], page: number, size: number = INVENTORY_PAGE_SIZE): InventoryPage<T> {
  const totalPages = Math.max(1, Math.ceil(rows.length / size))
  const current = Math.min(Math.max(1, page), totalPages)
  const start = (current - 1) * size
  const shown = rows.slice(start, start + size)
  return {
    rows: shown,
    page: current,
    totalPages,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
    total: rows.length,
  }
}
