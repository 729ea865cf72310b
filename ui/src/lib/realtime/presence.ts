import type { z } from 'zod'
import { onlineUsersSchema, presenceChangeSchema } from '@/lib/realtime/events'
import type { RealtimeSocket } from '@/lib/realtime/socket'

export type OnlineUsers = ReadonlySet<string>

export type Presence = {
  /** Who is online (user ids); empty while the connection is down, since it would be stale. */
  getOnline: () => OnlineUsers
  subscribe: (listener: () => void) => () => void
}

/** SPEC 3 "Online users": kept from online-users, user-online and user-offline. */
export function createPresence(socket: RealtimeSocket): Presence {
  let online: OnlineUsers = new Set()
  const listeners = new Set<() => void>()

  function set(next: OnlineUsers) {
    online = next
    for (const listener of listeners) listener()
  }

  function listen<T>(event: Parameters<RealtimeSocket['on']>[0], schema: z.ZodType<T>, apply: (data: T) => OnlineUsers) {
    socket.on(event, (raw) => {
      const parsed = schema.safeParse(raw)
      if (parsed.success) set(apply(parsed.data))
    })
  }

  listen('online-users', onlineUsersSchema, ({ userIds }) => new Set(userIds))
  listen('user-online', presenceChangeSchema, ({ userId }) => new Set(online).add(userId))
  listen('user-offline', presenceChangeSchema, ({ userId }) => {
    const next = new Set(online)
    next.delete(userId)
    return next
  })
  socket.onStatus(() => {
    if (socket.getStatus() !== 'open' && online.size > 0) set(new Set())
  })

  return {
    getOnline: () => online,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
