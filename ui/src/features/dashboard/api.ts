import { queryOptions } from '@tanstack/react-query'
import { stockWatchListSchema } from '@/features/dashboard/schemas'
import { api } from '@/lib/api'

/**
 * Under the inventory's 'medications' key, so every change to the inventory (which invalidates
 * ['medications']) refreshes the dashboard too; its own entry, since it reads other fields.
 */
export const attentionKeys = {
  list: () => ['medications', 'attention'] as const,
}

/** GET /medications/all, read for the stock and expiry warnings. */
export async function fetchStockWatch() {
  return stockWatchListSchema.parse(await api.get<unknown>('/medications/all')).medications
}

export function stockWatchQueryOptions() {
  return queryOptions({ queryKey: attentionKeys.list(), queryFn: fetchStockWatch })
}
