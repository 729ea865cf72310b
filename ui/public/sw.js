/*
 * Amparo's service worker: shows the notifications the server pushes (Web Push, only on HTTPS) and
 * opens their link when clicked. The payload is JSON {title, options: {body, tag, url}}.
 */

self.addEventListener('install', () => self.skipWaiting())

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

function readPayload(event) {
  try {
    return event.data ? event.data.json() : {}
  } catch {
    return { title: event.data.text() }
  }
}

self.addEventListener('push', (event) => {
  const { title, options = {} } = readPayload(event)
  event.waitUntil(
    (async () => {
      // An Amparo tab in view already shows it (a toast and the bell).
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      if (windows.some((client) => client.visibilityState === 'visible')) return
      await self.registration.showNotification(title || 'Amparo', {
        body: options.body || '',
        tag: options.tag || undefined,
        data: { url: options.url || '/dashboard' },
        lang: 'es',
      })
    })(),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data?.url || '/dashboard', self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        await open.focus()
        // navigate() works only on pages this worker controls; otherwise a new window.
        return open.navigate(url).catch(() => self.clients.openWindow(url))
      }
      return self.clients.openWindow(url)
    })(),
  )
})
