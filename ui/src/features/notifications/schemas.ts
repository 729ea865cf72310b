import { z } from 'zod'
import { text } from '@/lib/schemas'

/** One notification, as GET /notifications/user/{id} lists it and the websocket's `notification` event sends it. */
export const notificationSchema = z.object({
  id: z.string().min(1),
  title: text,
  options: z
    .object({ body: text, tag: text, url: text })
    .nullish()
    .transform((options) => options ?? { body: '', tag: '', url: '' }),
  read: z.boolean().catch(false),
  createdAt: text,
})

export type AppNotification = z.infer<typeof notificationSchema>

/** GET /push/key: the server's VAPID public key, base64url. */
export const pushKeySchema = z.object({ publicKey: z.string().min(1) })
