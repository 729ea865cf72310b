import { infiniteQueryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { weightKeys } from '@/features/daily-registers/keys'
import { weightSchema, type Weight } from '@/features/daily-registers/schemas'
import { apiGetWithHeaders } from '@/lib/api'

/** A year of monthly weights and a few more fit the first page (the chart draws what is read). */
export const WEIGHT_PAGE_SIZE = 24

export type WeightPage = { weights: Weight[]; nextCursor: string | null }

/** GET /weights/{residentId}?limit=&before=: a page of weights, newest first, and the next page's cursor. */
export async function fetchWeightPage(residentId: string, before: string | null): Promise<WeightPage> {
  const search = new URLSearchParams({ limit: String(WEIGHT_PAGE_SIZE) })
  if (before) search.set('before', before)
  const { data, headers } = await apiGetWithHeaders<unknown>(`/weights/${encodeURIComponent(residentId)}?${search.toString()}`)
  return { weights: z.array(weightSchema).parse(data), nextCursor: headers.get('X-Next-Cursor') || null }
}

export function weightPagesQueryOptions(residentId: string) {
  return infiniteQueryOptions({
    queryKey: weightKeys.resident(residentId),
    queryFn: ({ pageParam }) => fetchWeightPage(residentId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: WeightPage) => last.nextCursor,
  })
}
