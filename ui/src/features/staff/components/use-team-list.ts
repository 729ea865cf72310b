import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { filterByName } from '@/features/staff/filter-people'
import { notifyError } from '@/lib/notify'

/**
 * A card's list: the query (a failure is toasted once, with `fallback` when the server said nothing),
 * the search text, and the people whose name matches it.
 */
export function useTeamList<T extends { name: string }, TKey extends QueryKey>(
  options: UseQueryOptions<T[], Error, T[], TKey>,
  fallback: string,
) {
  const query = useQuery(options)
  const [search, setSearch] = useState('')
  useEffect(() => {
    if (query.error) notifyError(query.error, undefined, fallback)
  }, [query.error, fallback])
  const all = query.data ?? []
  return { query, search, setSearch, all, shown: filterByName(all, search) }
}
