import { z } from 'zod'

/**
 * The websocket's events (GET /api/ws, frames `{"event": "...", "data": {...}}`). What the server
 * sends is checked by whoever listens, with a schema: the app's own events here, the chat's and the
 * notifications' in their features.
 */
export type ServerEvent =
  | 'online-users'
  | 'user-online'
  | 'user-offline'
  | 'msg-recieve' // sic: SPEC's spelling
  | 'typing'
  | 'stop-typing'
  | 'notification'
  | 'invalidate'
  | 'error'

/** What the client sends, with its data. */
export type ClientEvents = {
  /** On every connection; the server knows who it is from the session cookie. */
  'add-user': { userId: string }
  /** The conversation this tab shows (`''` when it closes it): messages there do not notify. */
  joinChat: { chatId: string }
  typing: { chatId: string }
  'stop-typing': { chatId: string }
}

export const onlineUsersSchema = z.object({ userIds: z.array(z.string()) })

export const presenceChangeSchema = z.object({ userId: z.string().min(1) })

/** After any successful write by anyone: `resource` is the first path segment after /api/. */
export const invalidateSchema = z.object({ resource: z.string(), by: z.string().optional() })

export type Invalidation = z.infer<typeof invalidateSchema>
