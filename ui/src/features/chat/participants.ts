import type { Chat, ChatPerson } from '@/features/chat/schemas'

/** Who the conversation is with: the first participant who is not me. */
export function otherPerson(chat: Chat, myId: string): ChatPerson | null {
  return chat.participants.find((person) => person._id !== myId) ?? null
}
