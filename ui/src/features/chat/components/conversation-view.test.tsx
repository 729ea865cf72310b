import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Sheet, SheetContent } from '@/components/ui/sheet'
import { ConversationView } from '@/features/chat/components/conversation-view'
import { useLiveChat } from '@/features/chat/use-live-chat'
import { RealtimeProvider } from '@/lib/realtime/realtime-context'
import { useFakeWebSocket } from '@/test/fake-websocket'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()
const socket = useFakeWebSocket()

const me = { _id: 'me', name: 'Tomás Íñiguez' }
const carmen = { _id: 'u2', name: 'Carmen Ruiz', username: 'carmen.ruiz', online: true }

function message(id: string, from: { _id: string; name: string }, text: string) {
  return { _id: id, chatId: 'c1', sender: from, senderId: from._id, text, message: text, createdAt: '2026-03-12T10:00:00Z' }
}

/** What the chat button in the header does for every conversation: live messages join their cache. */
function LiveChat() {
  useLiveChat(me._id)
  return null
}

/** The panel with the conversation; its back button goes to the list (here: nothing). */
function Harness({ onRead }: { onRead?: () => void }) {
  const [shown, setShown] = useState(true)
  return (
    <Sheet open>
      <SheetContent>
        {shown && <ConversationView me={me} chatId="c1" other={carmen} onBack={() => setShown(false)} onRead={onRead} />}
      </SheetContent>
    </Sheet>
  )
}

function renderConversation({ onRead, readStatus = 200 }: { onRead?: () => void; readStatus?: number } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'PATCH') return jsonResponse(readStatus, { message: readStatus === 200 ? 'ok' : 'Error interno.' })
    if (init?.method === 'POST') {
      const { text } = JSON.parse(String(init.body)) as { text: string }
      return jsonResponse(201, message('m9', me, text))
    }
    if (String(url).startsWith('/api/messages/getmsg/c1?page=1&limit=20')) {
      return jsonResponse(200, [message('m1', carmen, '¿Has visto a Dolores?'), message('m2', me, 'Sí, está en el jardín.')])
    }
    return jsonResponse(404, { message: 'No encontrado.' })
  })
  renderWithProviders(
    <RealtimeProvider userId="me">
      <LiveChat />
      <Harness onRead={onRead} />
    </RealtimeProvider>,
  )
  act(() => socket().accept())
}

const sentEvents = () => socket().sent.map((frame) => (frame as { event: string; data: unknown }))

describe('ConversationView', () => {
  it('joins the conversation, marks it read, and leaves it when closed', async () => {
    renderConversation()
    expect(await screen.findByText('¿Has visto a Dolores?')).toBeInTheDocument()
    expect(sentEvents()).toContainEqual({ event: 'joinChat', data: { chatId: 'c1' } })
    expect(fetchMock).toHaveBeenCalledWith('/api/chat/c1/read', expect.objectContaining({ method: 'PATCH' }))
    await userEvent.click(screen.getByRole('button', { name: 'Volver a las conversaciones' }))
    expect(sentEvents().at(-1)).toEqual({ event: 'joinChat', data: { chatId: '' } })
  })

  it('tells once the conversation was read, so the bell fetches the notifications the server marked read', async () => {
    const onRead = vi.fn()
    renderConversation({ onRead })
    await waitFor(() => expect(onRead).toHaveBeenCalledTimes(1))
  })

  it('does not when marking it read failed', async () => {
    const onRead = vi.fn()
    renderConversation({ onRead, readStatus: 500 })
    expect(await screen.findByText('¿Has visto a Dolores?')).toBeInTheDocument()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/chat/c1/read', expect.anything()))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onRead).not.toHaveBeenCalled()
  })

  it('appends a live message once, announces it, and shows who is typing', async () => {
    renderConversation()
    const list = await screen.findByRole('list', { name: 'Mensajes con Carmen Ruiz' })
    const live = message('m3', carmen, 'Gracias, voy para allá.')
    act(() => socket().receive('msg-recieve', live))
    act(() => socket().receive('msg-recieve', live))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(screen.getByText('Nuevo mensaje de Carmen Ruiz: Gracias, voy para allá.')).toBeInTheDocument()

    act(() => socket().receive('typing', { chatId: 'c1', userId: 'u2', name: 'Carmen Ruiz' }))
    expect(screen.getByRole('status')).toHaveTextContent('Carmen Ruiz está escribiendo…')
    act(() => socket().receive('typing', { chatId: 'other', userId: 'u3', name: 'Elena' }))
    expect(screen.getByRole('status')).not.toHaveTextContent('Elena')
    act(() => socket().receive('stop-typing', { chatId: 'c1', userId: 'u2', name: 'Carmen Ruiz' }))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('says typing while writing and sends with Enter; the echo over the websocket is not shown twice', async () => {
    renderConversation()
    const list = await screen.findByRole('list', { name: 'Mensajes con Carmen Ruiz' })
    const box = screen.getByRole('textbox', { name: 'Mensaje' })
    await userEvent.type(box, 'Perfecto')
    expect(sentEvents()).toContainEqual({ event: 'typing', data: { chatId: 'c1' } })
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}gracias')
    expect(box).toHaveValue('Perfecto\ngracias')
    await userEvent.type(box, '{Enter}')
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(box).toHaveValue('')
    expect(sentEvents()).toContainEqual({ event: 'stop-typing', data: { chatId: 'c1' } })
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(post?.[0]).toBe('/api/messages/addmsg')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ chatId: 'c1', text: 'Perfecto\ngracias' })
    act(() => socket().receive('msg-recieve', message('m9', me, 'Perfecto\ngracias')))
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  })
})
