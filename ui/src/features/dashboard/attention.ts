import type { StockWatch } from '@/features/dashboard/schemas'

/** The medications the Requiere atención card lists. */
export type Attention = {
  /** Below the minimum stock, in the inventory's order (by name). */
  low: StockWatch[]
  /** Expired or expiring within 30 days, soonest first (so the expired ones lead). */
  expiring: StockWatch[]
}

export function needsAttention(medications: readonly StockWatch[]): Attention {
  return {
    low: medications.filter((m) => m.lowStock),
    expiring: medications
      .filter((m) => m.expiry !== 'ok')
      .sort((a, b) => a.expirationDate.localeCompare(b.expirationDate)),
  }
}
