import { fetchPushKey, savePushSubscription } from '@/features/notifications/api'

const SERVICE_WORKER_URL = '/sw.js'

/** Push calls run one after another: a sign-out's unsubscribe never overtakes the subscribe before it. */
let queue: Promise<unknown> = Promise.resolve()

function inTurn<T>(operation: () => Promise<T>): Promise<T> {
  const result = queue.then(operation)
  queue = result.catch(() => undefined)
  return result
}

function keyBytes(base64url: string) {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/')
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

function sameKey(subscription: PushSubscription, key: Uint8Array) {
  const current = subscription.options.applicationServerKey
  if (!current) return false
  const bytes = new Uint8Array(current)
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i])
}

/** SPEC 4: a service worker is registered (it shows pushed notifications and opens their link). */
export function registerServiceWorker() {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL)
}

/**
 * Subscribes this browser to the signed-in user's notifications (GET /push/key, then POST /push/subscribe).
 * A subscription made with another key (the server's keys changed) is replaced.
 */
export function subscribeThisBrowser() {
  return inTurn(async () => {
    const registration = await navigator.serviceWorker.ready
    const key = keyBytes(await fetchPushKey())
    let subscription = await registration.pushManager.getSubscription()
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe()
      subscription = null
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
    await savePushSubscription(subscription.toJSON())
  })
}

/**
 * On sign-out: the browser drops its subscription, so a shared PC stops receiving the previous user's
 * notifications (the push service then tells the server it is gone).
 */
export function unsubscribeThisBrowser() {
  return inTurn(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    const subscription = await registration?.pushManager.getSubscription()
    await subscription?.unsubscribe()
  })
}
