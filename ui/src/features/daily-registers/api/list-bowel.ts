import { infiniteQueryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { bowelKeys } from '@/features/daily-registers/keys'
import { bowelSchema, type BowelRecord } from '@/features/daily-registers/schemas'
import { apiGetWithHeaders } from '@/lib/api'

export const BOWEL_PAGE_SIZE = 50

export type BowelPage = { records: BowelRecord[]; nextCursor: string | null }

/** GET /bowel?residentId=&from=&limit=&before=: a page of the entries since `from`, newest first. */
export async function fetchBowelPage(residentId: string, from: string, before: string | null): Promise<BowelPage> {
  const search = new URLSearchParams({ residentId, from, limit: String(BOWEL_PAGE_SIZE) })
  if (before) search.set('before', before)
  const { data, headers } = await apiGetWithHeaders<unknown>(`/bowel?${search.toString()}`)
  return { records: z.array(bowelSchema).parse(data), nextCursor: headers.get('X-Next-Cursor') || null }
}

export function bowelPagesQueryOptions(residentId: string, from: string) {
  return infiniteQueryOptions({
    queryKey: bowelKeys.resident(residentId, from),
    queryFn: ({ pageParam }) => fetchBowelPage(residentId, from, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: BowelPage) => last.nextCursor,
  })
}
