import { useEffect, useState } from 'react'
import { typingSchema, type TypingEvent } from '@/features/chat/schemas'
import { TYPING_EXPIRY_MS } from '@/features/chat/typing-signal'
import { useRealtimeEvent } from '@/lib/realtime/hooks'

type Typist = { name: string; until: number }

/** Who is typing in the conversation now (names), from the typing and stop-typing events. */
export function useTypingPeople(chatId: string): string[] {
  const [typists, setTypists] = useState<Record<string, Typist>>({})

  function update(event: TypingEvent, typing: boolean) {
    if (event.chatId !== chatId) return
    setTypists((current) => {
      const next = { ...current }
      if (typing) next[event.userId] = { name: event.name, until: Date.now() + TYPING_EXPIRY_MS }
      else delete next[event.userId]
      return next
    })
  }

  useRealtimeEvent('typing', typingSchema, (event) => update(event, true))
  useRealtimeEvent('stop-typing', typingSchema, (event) => update(event, false))

  // Forget whoever stopped saying so (a closed tab sends no stop-typing).
  const next = Math.min(...Object.values(typists).map((typist) => typist.until))
  useEffect(() => {
    if (!Number.isFinite(next)) return
    const timer = setTimeout(
      () => setTypists((current) => Object.fromEntries(Object.entries(current).filter(([, t]) => t.until > Date.now()))),
      Math.max(0, next - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [next])

  return Object.values(typists).map((typist) => typist.name)
}
