import { act } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RealtimeProvider } from '@/lib/realtime/realtime-context'
import { useFakeWebSocket } from '@/test/fake-websocket'
import { renderWithProviders } from '@/test/render'
import { useLiveQueries } from '@/use-live-queries'

const socket = useFakeWebSocket()

function LiveQueries() {
  useLiveQueries()
  return null
}

function setup() {
  const { queryClient } = renderWithProviders(
    <RealtimeProvider userId="u1">
      <LiveQueries />
    </RealtimeProvider>,
  )
  for (const key of [['patients', 'list', { page: 1 }], ['areas', 'list'], ['posts', 'list']]) {
    queryClient.setQueryData(key, [])
  }
  const invalidated = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0])
  act(() => socket().accept())
  return { invalidated }
}

describe('useLiveQueries', () => {
  it('refetches what a change to the resource affects', () => {
    const { invalidated } = setup()
    act(() => socket().receive('invalidate', { resource: 'areas', by: 'u2' }))
    expect(invalidated().sort()).toEqual(['areas', 'patients'])
  })

  it('refetches everything after a reconnection, not on the first connection', () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { invalidated } = setup()
      expect(invalidated()).toEqual([])
      act(() => socket().drop())
      act(() => vi.advanceTimersByTime(1000))
      act(() => socket().accept())
      expect(invalidated().sort()).toEqual(['areas', 'patients', 'posts'])
      expect(warn).toHaveBeenCalledWith('[realtime] connection closed (1006)')
    } finally {
      warn.mockRestore()
      vi.useRealTimers()
    }
  })
})
