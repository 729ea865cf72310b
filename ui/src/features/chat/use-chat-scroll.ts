import { useLayoutEffect, useRef, type RefObject } from 'react'

/** How close to the bottom still counts as reading the latest messages. */
const NEAR_BOTTOM_PX = 120

type Edges = { first?: string; last?: string; lastIsMine: boolean }

/**
 * Keeps a message list scrolled sensibly: at the bottom when it first shows, in place when older
 * messages are added above, and following new ones when the reader was at the bottom or wrote them.
 */
export function useChatScroll(container: RefObject<HTMLElement | null>, { first, last, lastIsMine }: Edges) {
  const previous = useRef<{ first?: string; last?: string; height: number } | null>(null)
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    const before = previous.current
    if (!before || (!before.last && last)) {
      element.scrollTop = element.scrollHeight
    } else if (first !== before.first && last === before.last) {
      element.scrollTop += element.scrollHeight - before.height
    } else if (last !== before.last) {
      const wasNearBottom = before.height - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX
      if (wasNearBottom || lastIsMine) element.scrollTop = element.scrollHeight
    }
    previous.current = { first, last, height: element.scrollHeight }
  }, [container, first, last, lastIsMine])
}
