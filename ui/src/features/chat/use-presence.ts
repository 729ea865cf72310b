import type { ChatPerson } from '@/features/chat/schemas'
import { useOnlineUsers, useRealtimeStatus } from '@/lib/realtime/hooks'

/** Whether someone is online: live while connected, else as the server last listed them. */
export function usePresence() {
  const online = useOnlineUsers()
  const live = useRealtimeStatus() === 'open'
  return (person: Pick<ChatPerson, '_id'> & { online?: boolean }) => (live ? online.has(person._id) : !!person.online)
}
