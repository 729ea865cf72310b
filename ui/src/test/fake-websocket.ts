import { afterEach, beforeEach, vi } from 'vitest'

/** A WebSocket stand-in for unit tests: the test opens, closes and feeds it by hand. */
export class FakeWebSocket {
  static readonly OPEN = 1
  /** Every socket made since the last reset, for tests that let the app create its own. */
  static instances: FakeWebSocket[] = []
  readonly url: string
  readyState = 0
  sent: unknown[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null

  constructor(url: string) {
    this.url = url
    FakeWebSocket.instances.push(this)
  }

  send(data: string) {
    this.sent.push(JSON.parse(data))
  }

  close() {
    this.readyState = 3
  }

  /** The server accepted the connection. */
  accept() {
    this.readyState = FakeWebSocket.OPEN
    this.onopen?.()
  }

  /** The server sent a frame. */
  receive(event: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ event, data }) })
  }

  /** The connection failed or dropped. */
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.({ code })
  }
}

/**
 * Makes the app's websocket a FakeWebSocket for every test of the calling file; returns a getter for
 * the latest one.
 */
export function useFakeWebSocket() {
  beforeEach(() => {
    FakeWebSocket.instances = []
    vi.stubGlobal('WebSocket', FakeWebSocket)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  return () => {
    const socket = FakeWebSocket.instances.at(-1)
    if (!socket) throw new Error('no websocket was opened')
    return socket
  }
}
