import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRealtimeSocket, realtimeUrl } from '@/lib/realtime/socket'
import { FakeWebSocket } from '@/test/fake-websocket'

function setup() {
  const sockets: FakeWebSocket[] = []
  const log = vi.fn()
  const socket = createRealtimeSocket({
    url: () => 'ws://amparo.test/api/ws',
    createWebSocket: (url) => {
      const ws = new FakeWebSocket(url)
      sockets.push(ws)
      return ws as unknown as WebSocket
    },
    log,
  })
  const last = () => sockets[sockets.length - 1]
  return { socket, sockets, last, log }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('realtimeUrl', () => {
  it('uses ws on http and wss on https, same host', () => {
    expect(realtimeUrl({ protocol: 'http:', host: '192.168.1.10:8080' })).toBe('ws://192.168.1.10:8080/api/ws')
    expect(realtimeUrl({ protocol: 'https:', host: 'amparo.example.es' })).toBe('wss://amparo.example.es/api/ws')
  })
})

describe('createRealtimeSocket', () => {
  it('says add-user with the user id on connecting and hands events to their listeners', () => {
    const { socket, last } = setup()
    const onNotification = vi.fn()
    socket.on('notification', onNotification)
    socket.open('u1')
    expect(socket.getStatus()).toBe('connecting')
    last().accept()
    expect(socket.getStatus()).toBe('open')
    expect(last().sent).toEqual([{ event: 'add-user', data: { userId: 'u1' } }])
    last().receive('notification', { id: 'n1' })
    last().receive('invalidate', { resource: 'patients' })
    expect(onNotification).toHaveBeenCalledExactlyOnceWith({ id: 'n1' })
  })

  it('reconnects 5 times, waiting 1000, 2000, 4000, 5000 and 5000 ms, and only logs when it gives up', () => {
    const { socket, sockets, last, log } = setup()
    socket.open('u1')
    last().accept()
    last().drop()
    const waits: number[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = sockets.length
      let waited = 0
      while (sockets.length === before) {
        vi.advanceTimersByTime(250)
        waited += 250
      }
      waits.push(waited)
      last().drop()
    }
    expect(waits).toEqual([1000, 2000, 4000, 5000, 5000])
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(6)
    expect(socket.getStatus()).toBe('offline')
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('gave up after 5 attempts'))
  })

  it('starts the count again after a successful reconnection', () => {
    const { socket, sockets, last } = setup()
    socket.open('u1')
    last().drop()
    vi.advanceTimersByTime(1000)
    last().drop()
    vi.advanceTimersByTime(2000)
    last().accept()
    expect(last().sent).toEqual([{ event: 'add-user', data: { userId: 'u1' } }])
    last().drop()
    vi.advanceTimersByTime(999)
    expect(sockets).toHaveLength(3)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(4)
  })

  it('reconnects at once when the browser comes back online after giving up', () => {
    const { socket, sockets, last } = setup()
    socket.open('u1')
    for (let i = 0; i < 6; i++) {
      last().drop()
      vi.advanceTimersByTime(5000)
    }
    expect(socket.getStatus()).toBe('offline')
    const before = sockets.length
    window.dispatchEvent(new Event('online'))
    expect(sockets).toHaveLength(before + 1)
    last().accept()
    expect(socket.getStatus()).toBe('open')
  })

  it('closes for good on close(): no reconnection, nothing sent, no online listener', () => {
    const { socket, sockets, last } = setup()
    socket.open('u1')
    last().accept()
    socket.close()
    expect(socket.getStatus()).toBe('idle')
    expect(socket.send('joinChat', { chatId: 'c1' })).toBe(false)
    vi.advanceTimersByTime(60_000)
    window.dispatchEvent(new Event('online'))
    expect(sockets).toHaveLength(1)
  })

  it('sends typed events only while connected', () => {
    const { socket, last } = setup()
    socket.open('u1')
    expect(socket.send('typing', { chatId: 'c1' })).toBe(false)
    last().accept()
    expect(socket.send('typing', { chatId: 'c1' })).toBe(true)
    expect(last().sent.at(-1)).toEqual({ event: 'typing', data: { chatId: 'c1' } })
  })
})
