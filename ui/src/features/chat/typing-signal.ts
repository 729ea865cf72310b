/** How long after the last keystroke someone counts as no longer typing. */
export const TYPING_IDLE_MS = 2000
/** While typing goes on, `typing` is said again this often, so others' indicators do not expire. */
export const TYPING_REPEAT_MS = 3000
/** Others' indicators go away this long after their last `typing`, should `stop-typing` never come. */
export const TYPING_EXPIRY_MS = 6000

export type TypingSignal = {
  /** A keystroke in the composer. */
  input: () => void
  /** The message was sent or the conversation left: stop at once. */
  stop: () => void
}

/** Debounces keystrokes into `typing` (at the first, then every few seconds) and `stop-typing` (after a pause). */
export function createTypingSignal(start: () => void, end: () => void): TypingSignal {
  let typing = false
  let lastStart = 0
  let idleTimer: ReturnType<typeof setTimeout> | undefined

  function stop() {
    clearTimeout(idleTimer)
    if (!typing) return
    typing = false
    end()
  }

  return {
    input() {
      const now = Date.now()
      if (!typing || now - lastStart >= TYPING_REPEAT_MS) {
        typing = true
        lastStart = now
        start()
      }
      clearTimeout(idleTimer)
      idleTimer = setTimeout(stop, TYPING_IDLE_MS)
    },
    stop,
  }
}
