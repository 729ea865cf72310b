import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { withMessage, type MessagePages } from '@/features/chat/messages'
import {
  assistantAnswerSchema,
  assistantHistorySchema,
  chatSchema,
  messageSchema,
  peopleSchema,
  type AssistantHistory,
} from '@/features/chat/schemas'
import { api, isApiError } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** SPEC 9: chat messages come 20 a page; a full page means older ones may exist. */
export const CHAT_PAGE_SIZE = 20

export const chatKeys = {
  all: ['chat'] as const,
  list: (userId: string) => [...chatKeys.all, 'list', userId] as const,
  messages: (chatId: string) => [...chatKeys.all, 'messages', chatId] as const,
  people: (query: string) => [...chatKeys.all, 'people', query] as const,
  assistant: (userId: string) => [...chatKeys.all, 'assistant', userId] as const,
}

const id = encodeURIComponent

/** GET /chat/{userId}: one's conversations, the most recent first, with unread counts. */
export function chatsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: chatKeys.list(userId),
    queryFn: async () => z.array(chatSchema).parse(await api.get<unknown>(`/chat/${id(userId)}`)),
  })
}

/** GET /messages/getmsg/{chatId}?page&limit: page 1 is the newest 20, each page in the order written. */
export function messagesQueryOptions(chatId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: async ({ pageParam }) =>
      z
        .array(messageSchema)
        .parse(await api.get<unknown>(`/messages/getmsg/${id(chatId)}?page=${pageParam}&limit=${CHAT_PAGE_SIZE}`)),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.length === CHAT_PAGE_SIZE ? pages.length + 1 : undefined),
  })
}

/** GET /users/search?q=: staff to talk to. */
export function peopleQueryOptions(query: string) {
  return queryOptions({
    queryKey: chatKeys.people(query),
    queryFn: async () =>
      peopleSchema.parse(await api.get<unknown>(`/users/search?q=${encodeURIComponent(query)}`)).data,
  })
}

/** POST /chat?userId=: the conversation with someone (the same one again if it exists). */
export function useOpenChat(userId: string) {
  return useRefetchingMutation([chatKeys.list(userId)], async (otherId: string) =>
    chatSchema.parse(await api.post<unknown>(`/chat?userId=${id(userId)}`, { participants: [otherId] })),
  )
}

/**
 * PATCH /chat/{chatId}/read: the conversation's messages are read (its unread count becomes 0), and so
 * are its notifications on the server; `onRead` then lets the bell fetch them again.
 */
export function useMarkChatRead(userId: string, onRead?: () => unknown) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (chatId: string) => api.patch<unknown>(`/chat/${id(chatId)}/read`),
    onSuccess: () => {
      onRead?.()
      return queryClient.invalidateQueries({ queryKey: chatKeys.list(userId) })
    },
  })
}

/** POST /messages/addmsg: the answer joins the conversation at once (msg-recieve brings it again, ignored). */
export function useSendMessage(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: { chatId: string; text: string }) =>
      messageSchema.parse(await api.post<unknown>('/messages/addmsg', input)),
    onSuccess: (message) => {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(message.chatId), (data) => withMessage(data, message))
      return queryClient.invalidateQueries({ queryKey: chatKeys.list(userId) })
    },
  })
}

/** GET /chat/ai/{userId}. */
export function assistantQueryOptions(userId: string) {
  return queryOptions({
    queryKey: chatKeys.assistant(userId),
    queryFn: async () => assistantHistorySchema.parse(await api.get<unknown>(`/chat/ai/${id(userId)}`)),
  })
}

/** POST /chat/ai: the question and its reply join the history; a 503 means it was switched off meanwhile. */
export function useAskAssistant(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (prompt: string) =>
      assistantAnswerSchema.parse(await api.post<unknown>('/chat/ai', { prompt, userId })),
    onSuccess: ({ prompt, reply }) =>
      queryClient.setQueryData<AssistantHistory>(
        chatKeys.assistant(userId),
        (history) => history && { ...history, messages: [...history.messages, prompt, reply] },
      ),
    onError: (error) => {
      if (isApiError(error) && error.status === 503) {
        return queryClient.invalidateQueries({ queryKey: chatKeys.assistant(userId) })
      }
    },
  })
}
