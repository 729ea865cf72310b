import { useEffect, useMemo } from 'react'
import { createTypingSignal } from '@/features/chat/typing-signal'
import { useRealtimeSend } from '@/lib/realtime/hooks'

/** Tells the others in the conversation when the user is typing; stops on leaving it. */
export function useTypingSignal(chatId: string) {
  const send = useRealtimeSend()
  const signal = useMemo(
    () =>
      createTypingSignal(
        () => send('typing', { chatId }),
        () => send('stop-typing', { chatId }),
      ),
    [send, chatId],
  )
  useEffect(() => () => signal.stop(), [signal])
  return signal
}
