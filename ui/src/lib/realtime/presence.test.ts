import { describe, expect, it } from 'vitest'
import { createPresence } from '@/lib/realtime/presence'
import { createRealtimeSocket } from '@/lib/realtime/socket'
import { FakeWebSocket } from '@/test/fake-websocket'

describe('createPresence', () => {
  it('follows online-users, user-online and user-offline, and forgets everyone when the connection drops', () => {
    let ws!: FakeWebSocket
    const socket = createRealtimeSocket({
      url: () => 'ws://amparo.test/api/ws',
      createWebSocket: (url) => (ws = new FakeWebSocket(url)) as unknown as WebSocket,
      log: () => {},
    })
    const presence = createPresence(socket)
    socket.open('me')
    ws.accept()
    ws.receive('online-users', { userIds: ['me', 'carmen'] })
    expect([...presence.getOnline()]).toEqual(['me', 'carmen'])
    ws.receive('user-online', { userId: 'tomas' })
    ws.receive('user-offline', { userId: 'carmen' })
    expect([...presence.getOnline()]).toEqual(['me', 'tomas'])
    ws.receive('user-online', { nobody: true })
    expect(presence.getOnline().size).toBe(2)
    ws.drop()
    expect(presence.getOnline().size).toBe(0)
    socket.close()
  })
})
