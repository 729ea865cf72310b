import { z } from 'zod'
import { text } from '@/lib/schemas'

/** Someone in a conversation; `online` is as the server saw it when listing. */
export const chatPersonSchema = z.object({
  _id: z.string().min(1),
  name: text,
  username: text,
  online: z.boolean().catch(false),
})

export type ChatPerson = z.infer<typeof chatPersonSchema>

/** A chat message (POST /messages/addmsg's answer, GET /messages/getmsg items, the `msg-recieve` event). */
export const messageSchema = z
  .object({
    _id: z.string().min(1),
    chatId: z.string().min(1),
    sender: z.object({ _id: text, name: text }).catch({ _id: '', name: '' }),
    senderId: text,
    text: text,
    message: text,
    createdAt: text,
  })
  .transform(({ message, ...rest }) => ({ ...rest, text: rest.text || message }))

export type Message = z.infer<typeof messageSchema>

/** GET /chat/{userId} items and POST /chat's answer. */
export const chatSchema = z.object({
  _id: z.string().min(1),
  participants: z.array(chatPersonSchema).catch([]),
  lastMessage: messageSchema.nullish().transform((value) => value ?? null),
  unread: z.number().int().nonnegative().catch(0),
  updatedAt: text,
})

export type Chat = z.infer<typeof chatSchema>

/** GET /users/search: staff to start a conversation with. */
export const peopleSchema = z.object({
  data: z.array(
    z.object({
      _id: z.string().min(1),
      name: text,
      username: text,
      roles: z
        .array(z.object({ name: z.string() }))
        .nullish()
        .transform((roles) => roles ?? []),
    }),
  ),
})

export type Person = z.infer<typeof peopleSchema>['data'][number]

/** The `typing` and `stop-typing` events. */
export const typingSchema = z.object({ chatId: z.string().min(1), userId: z.string().min(1), name: text })

export type TypingEvent = z.infer<typeof typingSchema>

export const assistantMessageSchema = z.object({
  _id: z.string().min(1),
  role: z.enum(['user', 'assistant']),
  content: text,
  createdAt: text,
})

export type AssistantMessage = z.infer<typeof assistantMessageSchema>

/** GET /chat/ai/{userId}: whether the server has an assistant, and one's history, oldest first. */
export const assistantHistorySchema = z.object({
  configured: z.boolean(),
  messages: z.array(assistantMessageSchema),
})

export type AssistantHistory = z.infer<typeof assistantHistorySchema>

/** POST /chat/ai's answer: the question as saved and the reply. */
export const assistantAnswerSchema = z.object({ prompt: assistantMessageSchema, reply: assistantMessageSchema })
