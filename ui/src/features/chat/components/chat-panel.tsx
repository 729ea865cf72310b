import type { UseQueryResult } from '@tanstack/react-query'
import { AssistantView } from '@/features/chat/components/assistant-view'
import { ConversationList } from '@/features/chat/components/conversation-list'
import { ConversationView } from '@/features/chat/components/conversation-view'
import { NewConversation } from '@/features/chat/components/new-conversation'
import { PanelHeader } from '@/features/chat/components/panel-header'
import { otherPerson } from '@/features/chat/participants'
import type { Chat } from '@/features/chat/schemas'
import type { ChatView } from '@/features/chat/use-chat-panel'
import { es } from '@/i18n/es'

type ChatPanelProps = {
  me: { _id: string; name: string }
  chats: UseQueryResult<Chat[]>
  view: ChatView
  onViewChange: (view: ChatView) => void
  /** After a conversation was marked read (its notifications too, on the server). */
  onChatRead?: () => unknown
}

/** The chat sheet's content: the list, a new conversation, a conversation or the assistant. */
export function ChatPanel({ me, chats, view, onViewChange, onChatRead }: ChatPanelProps) {
  const toList = () => onViewChange({ kind: 'list' })
  const open = (chatId: string) => onViewChange({ kind: 'conversation', chatId })
  switch (view.kind) {
    case 'conversation': {
      const chat = chats.data?.find((item) => item._id === view.chatId)
      return (
        <ConversationView
          key={view.chatId}
          me={me}
          chatId={view.chatId}
          other={chat ? otherPerson(chat, me._id) : null}
          onBack={toList}
          onRead={onChatRead}
        />
      )
    }
    case 'assistant':
      return <AssistantView me={me} onBack={toList} />
    case 'new':
      return (
        <>
          <PanelHeader title={es.chat.newConversation} description={es.chat.search.label} onBack={toList} />
          <NewConversation myId={me._id} onOpened={open} />
        </>
      )
    case 'list':
      return (
        <>
          <PanelHeader title={es.chat.title} description={es.chat.description} />
          <ConversationList
            myId={me._id}
            chats={chats}
            onOpen={open}
            onAssistant={() => onViewChange({ kind: 'assistant' })}
            onNew={() => onViewChange({ kind: 'new' })}
          />
        </>
      )
  }
}
