import type { InfiniteData } from '@tanstack/react-query'
import type { Message } from '@/features/chat/schemas'

/** The conversation's pages as React Query keeps them: page 1 (the newest 20) first. */
export type MessagePages = InfiniteData<Message[], number>

/**
 * The conversation in the order written. Pages are offsets from the newest message, so after new
 * messages arrive an older page overlaps the ones before it: each message is kept once, by _id.
 */
export function flattenMessages(pages: readonly Message[][]): Message[] {
  const seen = new Set<string>()
  const out: Message[] = []
  for (const page of [...pages].reverse()) {
    for (const message of page) {
      if (seen.has(message._id)) continue
      seen.add(message._id)
      out.push(message)
    }
  }
  return out
}

/** SPEC 4: a received message is appended unless its id is already there. */
export function withMessage(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!data || data.pages.some((page) => page.some((item) => item._id === message._id))) return data
  const [newest = [], ...older] = data.pages
  return { ...data, pages: [[...newest, message], ...older] }
}
