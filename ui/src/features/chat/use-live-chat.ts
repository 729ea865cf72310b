import { useQueryClient } from '@tanstack/react-query'
import { chatKeys } from '@/features/chat/api'
import { withMessage, type MessagePages } from '@/features/chat/messages'
import { messageSchema } from '@/features/chat/schemas'
import { useRealtimeEvent } from '@/lib/realtime/hooks'

/** A message delivered over the websocket joins its conversation (once) and refreshes the list's previews and counts. */
export function useLiveChat(userId: string) {
  const queryClient = useQueryClient()
  useRealtimeEvent('msg-recieve', messageSchema, (message) => {
    queryClient.setQueryData<MessagePages>(chatKeys.messages(message.chatId), (data) => withMessage(data, message))
    void queryClient.invalidateQueries({ queryKey: chatKeys.list(userId) })
  })
}
