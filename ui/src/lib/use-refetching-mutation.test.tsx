import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { useRefetchingMutation, type RefetchWhen } from '@/lib/use-refetching-mutation'

const things = ['things'] as const
const thingsList = ['things', 'list'] as const
const areas = ['areas'] as const
const other = ['other'] as const

/** A real QueryClient holding data under every key, none of it invalidated yet. */
function seededClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  for (const key of [thingsList, areas, other]) queryClient.setQueryData(key, 'cached')
  return queryClient
}

function wrapperFor(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
}

const invalidated = (queryClient: QueryClient, key: readonly string[]) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false

/** Runs one mutation that succeeds or fails, then says which keys ended up invalidated. */
async function run(outcome: 'success' | 'failure', refetchWhen?: RefetchWhen) {
  const queryClient = seededClient()
  const { result } = renderHook(
    () =>
      useRefetchingMutation(
        [things, areas],
        async (value: number) => {
          if (outcome === 'failure') throw new Error('refused')
          return value * 2
        },
        refetchWhen ? { refetchWhen } : undefined,
      ),
    { wrapper: wrapperFor(queryClient) },
  )
  let answer: number | undefined
  await act(async () => {
    answer = await result.current.mutateAsync(21).catch(() => undefined)
  })
  return {
    answer,
    thingsList: invalidated(queryClient, thingsList),
    areas: invalidated(queryClient, areas),
    other: invalidated(queryClient, other),
  }
}

describe('useRefetchingMutation', () => {
  it('invalidates every given key (as a prefix) after a success, and answers what mutationFn answered', async () => {
    expect(await run('success')).toEqual({ answer: 42, thingsList: true, areas: true, other: false })
  })

  it('does not invalidate anything after a failure by default', async () => {
    expect(await run('failure')).toEqual({ answer: undefined, thingsList: false, areas: false, other: false })
  })

  it("with refetchWhen 'settled' invalidates after a failure too", async () => {
    expect(await run('failure', 'settled')).toEqual({ answer: undefined, thingsList: true, areas: true, other: false })
    expect(await run('success', 'settled')).toEqual({ answer: 42, thingsList: true, areas: true, other: false })
  })

  it('settles only once the watched queries have been fetched again', async () => {
    const queryClient = seededClient()
    let calls = 0
    let release = () => {}
    const { result } = renderHook(
      () => ({
        list: useQuery({
          queryKey: thingsList,
          queryFn: () =>
            ++calls === 1 ? Promise.resolve('v1') : new Promise<string>((resolve) => (release = () => resolve('v2'))),
        }),
        save: useRefetchingMutation([things], async () => 'saved'),
      }),
      { wrapper: wrapperFor(queryClient) },
    )
    await waitFor(() => expect(result.current.list.data).toBe('v1'))

    let settled = false
    let saving: Promise<unknown> = Promise.resolve()
    act(() => {
      saving = result.current.save.mutateAsync().then(() => (settled = true))
    })
    await waitFor(() => expect(calls).toBe(2))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)

    release()
    await act(() => saving)
    expect(settled).toBe(true)
    expect(queryClient.getQueryData(thingsList)).toBe('v2')
  })
})
