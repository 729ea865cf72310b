import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { LoadError } from '@/components/load-error'
import { messagesQueryOptions, useMarkChatRead, useSendMessage } from '@/features/chat/api'
import { Composer } from '@/features/chat/components/composer'
import { MessageList } from '@/features/chat/components/message-list'
import { PanelHeader } from '@/features/chat/components/panel-header'
import { PersonAvatar } from '@/features/chat/components/person-avatar'
import { flattenMessages } from '@/features/chat/messages'
import { messageSchema, type ChatPerson } from '@/features/chat/schemas'
import { useJoinChat } from '@/features/chat/use-join-chat'
import { usePresence } from '@/features/chat/use-presence'
import { useTypingPeople } from '@/features/chat/use-typing-people'
import { useTypingSignal } from '@/features/chat/use-typing-signal'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'
import { useRealtimeEvent } from '@/lib/realtime/hooks'

type ConversationViewProps = {
  me: { _id: string; name: string }
  chatId: string
  /** Who it is with, once the list has it. */
  other: ChatPerson | null
  onBack: () => void
  /** After the conversation was marked read (its notifications too, on the server). */
  onRead?: () => unknown
}

/** One conversation: its messages (live), who is typing, and the composer. Render it keyed by chatId. */
export function ConversationView({ me, chatId, other, onBack, onRead }: ConversationViewProps) {
  const name = other?.name || other?.username || es.chat.title
  const isOnline = usePresence()
  const online = other ? isOnline(other) : undefined
  const query = useInfiniteQuery(messagesQueryOptions(chatId))
  const messages = useMemo(() => flattenMessages(query.data?.pages ?? []), [query.data])
  const send = useSendMessage(me._id)
  const { mutate: markChatRead } = useMarkChatRead(me._id, onRead)
  const typing = useTypingSignal(chatId)
  const typists = useTypingPeople(chatId)
  const [announcement, setAnnouncement] = useState('')

  useJoinChat(chatId)
  useEffect(() => markChatRead(chatId), [markChatRead, chatId])
  useRealtimeEvent('msg-recieve', messageSchema, (message) => {
    if (message.chatId !== chatId || message.senderId === me._id) return
    setAnnouncement(es.chat.messages.announce(message.sender.name, message.text))
    markChatRead(chatId)
  })

  async function sendMessage(text: string) {
    typing.stop()
    try {
      await send.mutateAsync({ chatId, text })
      return true
    } catch (error) {
      notifyError(error, es.chat.composer.sendError)
      return false
    }
  }

  return (
    <>
      <PanelHeader
        title={name}
        description={online === undefined ? '' : online ? es.chat.online : es.chat.offline}
        onBack={onBack}
        leading={<PersonAvatar name={name} online={online} className="size-10" />}
      />
      {query.isError && !query.data ? (
        <div className="min-h-0 flex-1 p-3">
          <LoadError what={es.chat.messages.loadError} error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : query.isPending ? (
        <div className="min-h-0 flex-1" aria-busy />
      ) : (
        <MessageList
          label={es.chat.messages.label(name)}
          messages={messages}
          myId={me._id}
          myName={me.name}
          hasOlder={query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage()}
        />
      )}
      <p role="status" className="min-h-6 px-4 text-sm text-muted-foreground italic">
        {typists.length > 0 && es.chat.messages.typing(typists.join(', '))}
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Composer
        label={es.chat.composer.label}
        placeholder={es.chat.composer.placeholder}
        busy={send.isPending}
        onSend={sendMessage}
        onType={typing.input}
      />
    </>
  )
}
