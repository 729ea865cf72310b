import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NotificationCenter } from '@/features/notifications/components/notification-center'
import { RealtimeProvider } from '@/lib/realtime/realtime-context'
import { useFakeWebSocket } from '@/test/fake-websocket'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()
const socket = useFakeWebSocket()

const incident = {
  id: 'n1',
  title: 'Nueva incidencia: Dolores Fernández',
  options: { body: 'Caída en el baño, sin lesiones aparentes.', tag: 'incidents-1', url: '/patients' },
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
}

function renderCenter(list: unknown[], onFollow = vi.fn(), userId: string | null = null) {
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'PATCH' ? jsonResponse(200, { ...incident, read: true }) : jsonResponse(200, list),
  )
  renderWithProviders(
    <RealtimeProvider userId={userId}>
      <NotificationCenter userId="u1" onFollow={onFollow} />
    </RealtimeProvider>,
  )
  return { onFollow }
}

describe('NotificationCenter', () => {
  it('says "No tienes notificaciones" and shows no red dot when there are none', async () => {
    renderCenter([])
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/notifications/user/u1', expect.anything()))
    const bell = screen.getByRole('button', { name: 'Notificaciones' })
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument()
    await userEvent.click(bell)
    expect(await screen.findByText('No tienes notificaciones')).toBeInTheDocument()
  })

  it('shows a red dot for unread ones and lists title, body and when', async () => {
    renderCenter([incident, { ...incident, id: 'n0', title: 'Stock bajo: Paracetamol', read: true }])
    const bell = await screen.findByRole('button', { name: 'Notificaciones (hay avisos nuevos)' })
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument()
    await userEvent.click(bell)
    const item = await screen.findByRole('menuitem', { name: /Nueva incidencia: Dolores Fernández/ })
    expect(item).toHaveTextContent('Sin leer')
    expect(item).toHaveTextContent('Caída en el baño, sin lesiones aparentes.')
    expect(item).toHaveTextContent('hace 5 minutos')
    expect(screen.getByRole('menuitem', { name: /Stock bajo: Paracetamol/ })).not.toHaveTextContent('Sin leer')
  })

  it('marks one read with PATCH and follows its link; the dot goes once none is unread', async () => {
    const { onFollow } = renderCenter([incident])
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (hay avisos nuevos)' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: /Nueva incidencia/ }))
    expect(onFollow).toHaveBeenCalledWith('/patients')
    await waitFor(() => expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument())
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications/n1/read', expect.objectContaining({ method: 'PATCH' }))
  })

  it('adds a notification sent over the websocket at once, with the red dot, and only once', async () => {
    renderCenter([], vi.fn(), 'u1')
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    act(() => socket().accept())
    expect(socket().sent).toEqual([{ event: 'add-user', data: { userId: 'u1' } }])
    act(() => socket().receive('notification', incident))
    act(() => socket().receive('notification', incident))
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (hay avisos nuevos)' }))
    expect(await screen.findAllByRole('menuitem', { name: /Nueva incidencia: Dolores Fernández/ })).toHaveLength(1)
  })
})
