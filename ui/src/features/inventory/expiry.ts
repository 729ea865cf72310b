import { toDate, toISODate } from '@/lib/dates'

/** SPEC 9: a medication expiring within this many days is "Caduca pronto". */
export const EXPIRY_WARNING_DAYS = 30

export type ExpiryStatus = 'ok' | 'expiring' | 'expired'

/**
 * SPEC 4, the server's rule: expired when the date is past, expiring from today up to 30 days ahead,
 * otherwise fine. Both dates are `YYYY-MM-DD`; an unreadable date counts as fine, as on the server.
 */
export function expiryStatus(expirationDate: string, today: string): ExpiryStatus {
  const start = toDate(today)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expirationDate) || !start) return 'ok'
  if (expirationDate < today) return 'expired'
  start.setDate(start.getDate() + EXPIRY_WARNING_DAYS)
  return expirationDate <= toISODate(start) ? 'expiring' : 'ok'
}

/** SPEC 4: stock below the minimum is shown in red. */
export function isLowStock({ stock, minimumStock }: { stock: number; minimumStock: number }): boolean {
  return stock < minimumStock
}
