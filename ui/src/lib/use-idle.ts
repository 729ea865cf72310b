import { useEffect, useRef } from 'react'

/** What counts as someone using the page. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const

/**
 * Calls `onIdle` once when the page has had no input (ACTIVITY_EVENTS, anywhere in it) for `minutes`
 * minutes. 0, a negative number or NaN turns it off; so does `enabled` false (while the page is locked).
 * Turned on again, or given other minutes, it counts afresh from then.
 *
 * Input only notes the time (passive listeners, no timer reset and no render per event, so scrolling
 * and typing cost nothing); one timer checks that time when it is due and waits again for what is left.
 * The check uses the clock, not the timer's own delay: a tablet that slept, or a background tab whose
 * timers the browser slowed down, locks as soon as it runs again if the time has passed.
 */
export function useIdle(minutes: number, onIdle: () => void, enabled = true) {
  const onIdleRef = useRef(onIdle)
  useEffect(() => {
    onIdleRef.current = onIdle
  }, [onIdle])

  useEffect(() => {
    if (!enabled || !(minutes > 0)) return
    const timeout = minutes * 60_000
    let last = Date.now()
    let timer: number | undefined
    let fired = false

    function check() {
      window.clearTimeout(timer)
      if (fired) return
      const left = last + timeout - Date.now()
      if (left <= 0) {
        fired = true
        onIdleRef.current()
        return
      }
      timer = window.setTimeout(check, left)
    }
    function seen() {
      last = Date.now()
    }
    function onVisibility() {
      if (document.visibilityState === 'visible') check()
    }

    const options = { capture: true, passive: true } as const
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, seen, options)
    document.addEventListener('visibilitychange', onVisibility)
    timer = window.setTimeout(check, timeout)
    return () => {
      window.clearTimeout(timer)
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, seen, options)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [minutes, enabled])
}
