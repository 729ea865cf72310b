import type { UseQueryResult } from '@tanstack/react-query'
import { MessageSquarePlusIcon } from 'lucide-react'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { AssistantEntry } from '@/features/chat/components/assistant-entry'
import { ConversationItem } from '@/features/chat/components/conversation-item'
import { otherPerson } from '@/features/chat/participants'
import type { Chat } from '@/features/chat/schemas'
import { usePresence } from '@/features/chat/use-presence'
import { es } from '@/i18n/es'

type ConversationListProps = {
  myId: string
  chats: UseQueryResult<Chat[]>
  onOpen: (chatId: string) => void
  onAssistant: () => void
  onNew: () => void
}

/** The assistant first, then one's conversations, the most recent first. */
export function ConversationList({ myId, chats, onOpen, onAssistant, onNew }: ConversationListProps) {
  const isOnline = usePresence()
  const list = chats.data ?? []
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b p-3">
        <Button variant="outline" className="w-full" onClick={onNew}>
          <MessageSquarePlusIcon aria-hidden />
          {es.chat.newConversation}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <ul aria-label={es.chat.listLabel} className="divide-y border-b">
          <li>
            <AssistantEntry onOpen={onAssistant} />
          </li>
          {list.map((chat) => {
            const other = otherPerson(chat, myId)
            return (
              <li key={chat._id}>
                <ConversationItem
                  chat={chat}
                  name={other?.name || other?.username || es.chat.title}
                  online={other ? isOnline(other) : false}
                  myId={myId}
                  onOpen={() => onOpen(chat._id)}
                />
              </li>
            )
          })}
        </ul>
        {chats.isError && !chats.data ? (
          <LoadError className="m-3" what={es.chat.loadError} error={chats.error} onRetry={() => void chats.refetch()} />
        ) : (
          chats.isSuccess &&
          list.length === 0 && (
            <div className="grid gap-1 p-6 text-center text-muted-foreground">
              <p className="font-medium text-foreground">{es.chat.empty}</p>
              <p>{es.chat.emptyHint}</p>
            </div>
          )
        )}
      </div>
    </div>
  )
}
