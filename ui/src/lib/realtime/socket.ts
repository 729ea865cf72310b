import type { ClientEvents, ServerEvent } from '@/lib/realtime/events'
import { RECONNECT_ATTEMPTS, reconnectDelay } from '@/lib/realtime/reconnect'

/** idle: not wanted (signed out); connecting: opening or waiting to retry; open; offline: retries used up. */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'offline'

type Handler = (data: unknown) => void

export type RealtimeSocket = {
  /** Connects as this user (and keeps reconnecting) until close(). */
  open: (userId: string) => void
  close: () => void
  /** Sends an event if connected; false when it could not be sent (the server state it sets is per connection). */
  send: <E extends keyof ClientEvents>(event: E, data: ClientEvents[E]) => boolean
  /** Listens to one event; returns the unsubscriber. */
  on: (event: ServerEvent, handler: Handler) => () => void
  getStatus: () => RealtimeStatus
  onStatus: (listener: () => void) => () => void
}

type SocketOptions = {
  url: () => string
  createWebSocket?: (url: string) => WebSocket
  /** SPEC 7: a reconnection failure is only logged. */
  log?: (message: string) => void
}

/** Same origin, ws or wss as the page (Vite's dev server proxies it). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`
}

function parseFrame(raw: unknown): { event: string; data: unknown } | null {
  if (typeof raw !== 'string') return null
  try {
    const frame: unknown = JSON.parse(raw)
    if (typeof frame === 'object' && frame !== null && 'event' in frame && typeof frame.event === 'string') {
      return { event: frame.event, data: 'data' in frame ? frame.data : undefined }
    }
  } catch {
    // reported below
  }
  return null
}

/**
 * One websocket for the tab: opens as a user, says add-user on every connection, hands each event to
 * its listeners and reconnects as SPEC says (5 attempts, 1000 ms growing to 5000 ms). Once the
 * attempts are used up it waits for the browser to come back online.
 */
export function createRealtimeSocket({
  url,
  createWebSocket = (address) => new WebSocket(address),
  log = (message) => console.warn(`[realtime] ${message}`),
}: SocketOptions): RealtimeSocket {
  const handlers = new Map<string, Set<Handler>>()
  const statusListeners = new Set<() => void>()
  let status: RealtimeStatus = 'idle'
  let userId: string | null = null
  let ws: WebSocket | null = null
  let attempt = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  function setStatus(next: RealtimeStatus) {
    if (next === status) return
    status = next
    for (const listener of statusListeners) listener()
  }

  function dispatch(raw: unknown) {
    const frame = parseFrame(raw)
    if (!frame) {
      log('unreadable frame from the server')
      return
    }
    for (const handler of handlers.get(frame.event) ?? []) handler(frame.data)
  }

  function connect() {
    retryTimer = undefined
    setStatus('connecting')
    let socket: WebSocket
    try {
      socket = createWebSocket(url())
    } catch (error) {
      log(`could not open the connection: ${String(error)}`)
      retry()
      return
    }
    ws = socket
    socket.onopen = () => {
      attempt = 0
      setStatus('open')
      if (userId) send('add-user', { userId })
    }
    socket.onmessage = (event) => dispatch(event.data)
    socket.onclose = (event) => {
      if (ws !== socket) return
      ws = null
      log(`connection closed (${event.code})`)
      retry()
    }
  }

  function retry() {
    if (!userId) return
    if (attempt >= RECONNECT_ATTEMPTS) {
      log(`gave up after ${RECONNECT_ATTEMPTS} attempts; waiting for the network to come back`)
      setStatus('offline')
      return
    }
    setStatus('connecting')
    retryTimer = setTimeout(connect, reconnectDelay(attempt))
    attempt += 1
  }

  function onBrowserOnline() {
    if (!userId || ws) return
    clearTimeout(retryTimer)
    attempt = 0
    connect()
  }

  function send<E extends keyof ClientEvents>(event: E, data: ClientEvents[E]) {
    if (!ws || ws.readyState !== WebSocket.OPEN) return false
    ws.send(JSON.stringify({ event, data }))
    return true
  }

  function open(id: string) {
    if (userId === id) return
    close()
    userId = id
    attempt = 0
    window.addEventListener('online', onBrowserOnline)
    connect()
  }

  function close() {
    userId = null
    clearTimeout(retryTimer)
    window.removeEventListener('online', onBrowserOnline)
    const socket = ws
    ws = null
    socket?.close(1000)
    setStatus('idle')
  }

  function on(event: ServerEvent, handler: Handler) {
    const set = handlers.get(event) ?? new Set<Handler>()
    handlers.set(event, set)
    set.add(handler)
    return () => {
      set.delete(handler)
    }
  }

  function onStatus(listener: () => void) {
    statusListeners.add(listener)
    return () => {
      statusListeners.delete(listener)
    }
  }

  return { open, close, send, on, getStatus: () => status, onStatus }
}
