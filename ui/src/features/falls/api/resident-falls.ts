import { infiniteQueryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { fallKeys } from '@/features/falls/keys'
import { fallSchema, type Fall } from '@/features/falls/schemas'
import { apiGetWithHeaders } from '@/lib/api'

/** How many falls the tab reads at a time. */
export const FALLS_PAGE_SIZE = 50

export type FallsPage = { falls: Fall[]; nextCursor: string | null }

/** GET /falls?residentId=&limit=&before=: a page of the resident's falls, newest first, voided ones left out. */
export async function fetchFallsPage(residentId: string, before: string | null, limit = FALLS_PAGE_SIZE): Promise<FallsPage> {
  const search = new URLSearchParams({ residentId, limit: String(limit) })
  if (before) search.set('before', before)
  const { data, headers } = await apiGetWithHeaders<unknown>(`/falls?${search.toString()}`)
  return { falls: z.array(fallSchema).parse(data), nextCursor: headers.get('X-Next-Cursor') || null }
}

/** The falls tab's list in pages («Cargar más»); a change fetches again as many pages as were read. */
export function residentFallsQueryOptions(residentId: string) {
  return infiniteQueryOptions({
    queryKey: fallKeys.resident(residentId),
    queryFn: ({ pageParam }) => fetchFallsPage(residentId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FallsPage) => last.nextCursor,
  })
}
