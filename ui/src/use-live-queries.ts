import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { queryKeysFor } from '@/invalidation-keys'
import { invalidateSchema } from '@/lib/realtime/events'
import { useRealtimeEvent, useRealtimeStatus } from '@/lib/realtime/hooks'

/**
 * Keeps what is on screen current: refetches the queries of a resource someone changed, and everything
 * on screen after a reconnection (events sent while the connection was down are lost).
 */
export function useLiveQueries() {
  const queryClient = useQueryClient()
  useRealtimeEvent('invalidate', invalidateSchema, ({ resource }) => {
    for (const queryKey of queryKeysFor(resource)) void queryClient.invalidateQueries({ queryKey })
  })

  const status = useRealtimeStatus()
  const wasOpen = useRef(false)
  useEffect(() => {
    if (status === 'idle') wasOpen.current = false
    if (status !== 'open') return
    if (wasOpen.current) void queryClient.invalidateQueries()
    wasOpen.current = true
  }, [status, queryClient])
}
