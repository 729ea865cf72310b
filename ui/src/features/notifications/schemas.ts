import { z } from 'zod'
import { text } from '@/lib/schemas'

/** One notification, as GET /notifications/user/{id} lists it and the websocket's `notification` event sends it. */
export const notificationSchema = z.object({
  id: z.string().min(1),
  title: text,
  /**
   * `kind` says what it is about (incident, fall, alert, dose-missed, post, chat, stock, expiry; '' in
   * notifications saved before kinds existed); `url` is the page it opens, e.g. /patients/{id}/incidentes.
   */
  options: z
    .object({ kind: text, body: text, tag: text, url: text })
    .nullish()
    .transform((options) => options ?? { kind: '', body: '', tag: '', url: '' }),
  read: z.boolean().catch(false),
  createdAt: text,
})

export type AppNotification = z.infer<typeof notificationSchema>

/** GET /push/key: the server's VAPID public key, base64url. */
export const pushKeySchema = z.object({ publicKey: z.string().min(1) })
