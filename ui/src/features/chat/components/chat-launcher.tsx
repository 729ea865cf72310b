import { useQuery } from '@tanstack/react-query'
import { MessageCircleIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet'
import { chatsQueryOptions } from '@/features/chat/api'
import { ChatPanel } from '@/features/chat/components/chat-panel'
import type { ChatPanel as ChatPanelState } from '@/features/chat/use-chat-panel'
import { useLiveChat } from '@/features/chat/use-live-chat'
import { es } from '@/i18n/es'

type ChatLauncherProps = {
  me: { _id: string; name: string }
  panel: ChatPanelState
  /** After a conversation was marked read: the server marked its notifications read too. */
  onChatRead?: () => unknown
}

/** The header's chat button, with the unread count, opening the chat panel on the right (full screen on phones). */
export function ChatLauncher({ me, panel, onChatRead }: ChatLauncherProps) {
  const chats = useQuery(chatsQueryOptions(me._id))
  useLiveChat(me._id)
  const unread = (chats.data ?? []).reduce((sum, chat) => sum + chat.unread, 0)
  return (
    <Sheet open={panel.open} onOpenChange={panel.setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? es.chat.openWithUnread(unread) : es.chat.open}
        >
          <MessageCircleIcon aria-hidden />
          {unread > 0 && (
            <span
              data-testid="chat-unread"
              className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground ring-2 ring-card"
              aria-hidden
            >
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full max-w-none gap-0 overflow-hidden p-0 sm:max-w-md">
        <ChatPanel me={me} chats={chats} view={panel.view} onViewChange={panel.setView} onChatRead={onChatRead} />
      </SheetContent>
    </Sheet>
  )
}
