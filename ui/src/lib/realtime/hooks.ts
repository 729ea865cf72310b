import { useEffect, useEffectEvent, useSyncExternalStore } from 'react'
import type { z } from 'zod'
import type { ServerEvent } from '@/lib/realtime/events'
import { useRealtime } from '@/lib/realtime/realtime-context'

/** Calls `handler` with each `event` whose data matches `schema` (a module-level constant). */
export function useRealtimeEvent<T>(event: ServerEvent, schema: z.ZodType<T>, handler: (data: T) => void) {
  const { socket } = useRealtime()
  const onData = useEffectEvent(handler)
  useEffect(
    () =>
      socket.on(event, (raw) => {
        const parsed = schema.safeParse(raw)
        if (parsed.success) onData(parsed.data)
        else console.warn(`[realtime] ignored a malformed ${event} event`)
      }),
    [socket, event, schema],
  )
}

/** Sends an event when connected (see RealtimeSocket.send). */
export function useRealtimeSend() {
  const { socket } = useRealtime()
  return socket.send
}

export function useRealtimeStatus() {
  const { socket } = useRealtime()
  return useSyncExternalStore(socket.onStatus, socket.getStatus, socket.getStatus)
}

/** The ids of the staff online now (empty while disconnected). */
export function useOnlineUsers() {
  const { presence } = useRealtime()
  return useSyncExternalStore(presence.subscribe, presence.getOnline, presence.getOnline)
}
