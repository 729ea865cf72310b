/** A WebSocket stand-in for unit tests: the test opens, closes and feeds it by hand. */
export class FakeWebSocket {
  static readonly OPEN = 1
  readonly url: string
  readyState = 0
  sent: unknown[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null

  constructor(url: string) {
    this.url = url
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
