import { useEffect, useState } from 'react'
import type { BrowserAlertsState } from '@/features/notifications/browser-alerts'
import { canPush } from '@/features/notifications/browser-alerts'
import { registerServiceWorker, subscribeThisBrowser, unsubscribeThisBrowser } from '@/features/notifications/push'

function logFailure(what: string) {
  return (error: unknown) => console.warn(`[push] ${what}:`, error)
}

/**
 * Web Push on secure origins: the service worker is registered, and once notifications are allowed
 * the browser subscribes for the signed-in user until sign-out. True while subscribed.
 */
export function usePushSubscription(state: BrowserAlertsState) {
  const [active, setActive] = useState(false)

  useEffect(() => {
    if (canPush()) registerServiceWorker().catch(logFailure('service worker'))
  }, [])

  useEffect(() => {
    if (state !== 'granted' || !canPush()) return
    let current = true
    subscribeThisBrowser().then(() => current && setActive(true), logFailure('subscribe'))
    return () => {
      current = false
      setActive(false)
      unsubscribeThisBrowser().catch(logFailure('unsubscribe'))
    }
  }, [state])

  return active
}
