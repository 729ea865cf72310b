import { createContext, useContext, useEffect, useState } from 'react'
import type * as React from 'react'
import { createPresence, type Presence } from '@/lib/realtime/presence'
import { createRealtimeSocket, realtimeUrl, type RealtimeSocket } from '@/lib/realtime/socket'

type Realtime = { socket: RealtimeSocket; presence: Presence }

const RealtimeContext = createContext<Realtime | null>(null)

/**
 * The tab's one real-time connection: open while `userId` is set (a signed-in staff member), closed
 * when it is not (SPEC 4: it opens when authenticated and closes when not).
 */
export function RealtimeProvider({ userId, children }: { userId: string | null; children: React.ReactNode }) {
  const [realtime] = useState<Realtime>(() => {
    const socket = createRealtimeSocket({ url: realtimeUrl })
    return { socket, presence: createPresence(socket) }
  })
  useEffect(() => {
    if (!userId) return
    realtime.socket.open(userId)
    return () => realtime.socket.close()
  }, [realtime, userId])
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>
}

export function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext)
  if (!realtime) throw new Error('useRealtime must be used inside <RealtimeProvider>')
  return realtime
}
