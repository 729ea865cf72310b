import { useEffect, useEffectEvent, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { MessageBubble } from '@/features/chat/components/message-bubble'
import type { Message } from '@/features/chat/schemas'
import { useChatScroll } from '@/features/chat/use-chat-scroll'
import { es } from '@/i18n/es'

type MessageListProps = {
  label: string
  messages: Message[]
  myId: string
  myName: string
  hasOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
}

/** A run of messages from one person within a few minutes shows its time once, under the last. */
const RUN_MS = 5 * 60_000

function endsRun(message: Message, next: Message | undefined) {
  if (!next || next.senderId !== message.senderId) return true
  return Date.parse(next.createdAt) - Date.parse(message.createdAt) >= RUN_MS
}

/** The conversation, oldest first; older pages load when the top comes into view (or with the button). */
export function MessageList({ label, messages, myId, myName, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const container = useRef<HTMLDivElement>(null)
  const top = useRef<HTMLButtonElement>(null)
  const lastMessage = messages.at(-1)
  useChatScroll(container, {
    first: messages[0]?._id,
    last: lastMessage?._id,
    lastIsMine: lastMessage?.senderId === myId,
  })

  const loadOlder = useEffectEvent(onLoadOlder)
  useEffect(() => {
    const target = top.current
    if (!target || !hasOlder || loadingOlder || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder()
      },
      { root: container.current },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasOlder, loadingOlder])

  return (
    <div ref={container} className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          <Button ref={top} variant="ghost" size="sm" disabled={loadingOlder} onClick={onLoadOlder}>
            {loadingOlder ? es.chat.messages.loadingOlder : es.chat.messages.loadOlder}
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="p-6 text-center text-muted-foreground">{es.chat.messages.empty}</p>
      ) : (
        <ol aria-label={label} className="grid gap-1.5">
          {messages.map((message, index) => {
            const mine = message.senderId === myId
            return (
              <MessageBubble
                key={message._id}
                mine={mine}
                author={mine ? myName : message.sender.name}
                createdAt={endsRun(message, messages[index + 1]) ? message.createdAt : undefined}
              >
                {message.text}
              </MessageBubble>
            )
          })}
        </ol>
      )}
    </div>
  )
}
