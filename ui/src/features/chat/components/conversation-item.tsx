import { PersonAvatar } from '@/features/chat/components/person-avatar'
import type { Chat } from '@/features/chat/schemas'
import { es } from '@/i18n/es'
import { formatRelativeTime } from '@/lib/relative-time'
import { cn } from '@/lib/utils'

type ConversationItemProps = {
  chat: Chat
  name: string
  online: boolean
  myId: string
  onOpen: () => void
}

/** One conversation in the list: who with, presence, the last message and the unread count. */
export function ConversationItem({ chat, name, online, myId, onOpen }: ConversationItemProps) {
  const last = chat.lastMessage
  const preview = last ? (last.senderId === myId ? `${es.chat.you}: ${last.text}` : last.text) : es.chat.noMessagesYet
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
    >
      <PersonAvatar name={name} online={online} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-baseline gap-2">
          <span className={cn('truncate', chat.unread > 0 ? 'font-semibold' : 'font-medium')}>{name}</span>
          <span className="sr-only">{online ? es.chat.online : es.chat.offline}</span>
          <span className="ml-auto shrink-0 text-sm text-muted-foreground">
            {formatRelativeTime(last?.createdAt ?? chat.updatedAt)}
          </span>
        </span>
        <span className="flex items-center gap-2">
          <span className={cn('truncate text-sm', chat.unread > 0 ? 'text-foreground' : 'text-muted-foreground')}>
            {preview}
          </span>
          {chat.unread > 0 && (
            <span className="ml-auto flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-sm font-semibold text-primary-foreground">
              <span aria-hidden>{chat.unread}</span>
              <span className="sr-only">{es.chat.unread(chat.unread)}</span>
            </span>
          )}
        </span>
      </span>
    </button>
  )
}
