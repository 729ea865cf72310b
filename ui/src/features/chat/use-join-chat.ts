import { useEffect } from 'react'
import { useRealtimeSend, useRealtimeStatus } from '@/lib/realtime/hooks'

/**
 * Tells the server which conversation this tab shows (again after a reconnection), and `''` when it
 * closes it: messages there then notify again.
 */
export function useJoinChat(chatId: string) {
  const send = useRealtimeSend()
  const status = useRealtimeStatus()
  useEffect(() => {
    if (status !== 'open') return
    send('joinChat', { chatId })
    return () => {
      send('joinChat', { chatId: '' })
    }
  }, [send, status, chatId])
}
