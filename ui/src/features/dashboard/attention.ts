import type { StockWatch } from '@/features/dashboard/schemas'

/** The medications the Requiere atención card lists. */
export type Attention = {
  /** Below the minimum stock, the shortest first (the least stock for its minimum). */
  low: StockWatch[]
  /** Expired or expiring within 30 days, soonest first (so the expired ones lead). */
  expiring: StockWatch[]
}

export function needsAttention(medications: readonly StockWatch[]): Attention {
  return {
    low: medications.filter((m) => m.lowStock).sort((a, b) => stockLeft(a) - stockLeft(b)),
    expiring: medications
      .filter((m) => m.expiry !== 'ok')
      .sort((a, b) => a.expirationDate.localeCompare(b.expirationDate)),
  }
}

/** How much of its minimum a medication has left: 0 when none, below 1 when short. */
function stockLeft(medication: StockWatch) {
  return medication.minimumStock > 0 ? medication.stock / medication.minimumStock : 0
}
