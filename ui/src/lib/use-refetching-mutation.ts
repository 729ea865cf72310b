import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

/** When the queries are fetched again: after a success only, or whatever happened (a failure too). */
export type RefetchWhen = 'success' | 'settled'

/**
 * A mutation after which every query under `keys` is fetched again (`invalidateQueries` on each key, as
 * prefixes). By default only after a success; with `refetchWhen: 'settled'` after a failure too, for
 * changes that may have partly happened or that fail because someone else changed the data. The
 * mutation settles once those queries have been fetched again, so a closing dialog leaves a fresh list.
 */
export function useRefetchingMutation<TData, TVariables = void>(
  keys: readonly QueryKey[],
  mutationFn: (variables: TVariables) => Promise<TData>,
  { refetchWhen = 'success' }: { refetchWhen?: RefetchWhen } = {},
) {
  const queryClient = useQueryClient()
  const refetch = () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  return useMutation({
    mutationFn,
    ...(refetchWhen === 'settled' ? { onSettled: refetch } : { onSuccess: refetch }),
  })
}
