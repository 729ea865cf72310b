import { useRouter, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'

export type ChatView =
  | { kind: 'list' }
  | { kind: 'new' }
  | { kind: 'conversation'; chatId: string }
  | { kind: 'assistant' }

export type ChatPanel = {
  open: boolean
  setOpen: (open: boolean) => void
  view: ChatView
  setView: (view: ChatView) => void
  showConversation: (chatId: string) => void
}

/**
 * Whether the chat panel is open and what it shows. A page opened with ?chat={id} (a chat notification
 * clicked in the system tray) opens that conversation, and the parameter leaves the address.
 */
export function useChatPanel(): ChatPanel {
  const [open, setOpen] = useState(false)
  const [view, setView] = useState<ChatView>({ kind: 'list' })
  const showConversation = useCallback((chatId: string) => {
    setView({ kind: 'conversation', chatId })
    setOpen(true)
  }, [])

  const router = useRouter()
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  useEffect(() => {
    const params = new URLSearchParams(searchStr)
    const chatId = params.get('chat')
    if (!chatId) return
    showConversation(chatId)
    params.delete('chat')
    const { pathname, hash } = router.state.location
    router.history.replace(`${pathname}${params.size ? `?${params}` : ''}${hash ? `#${hash}` : ''}`)
  }, [searchStr, router, showConversation])

  return { open, setOpen, view, setView, showConversation }
}
