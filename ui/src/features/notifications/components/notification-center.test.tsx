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
  options: {
    kind: 'incident',
    body: 'Caída en el baño, sin lesiones aparentes.',
    tag: 'incident-1',
    url: '/patients/r1/incidentes',
  },
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

  it('shows what each one is about: incidents stand out, posts and stock have their own icon, old ones are plain', async () => {
    const post = { ...incident, id: 'n2', title: 'Nuevo post', options: { kind: 'post', body: '', tag: '', url: '/dashboard' } }
    const stock = { ...incident, id: 'n3', title: 'Stock bajo: Paracetamol', options: { kind: 'stock', body: '', tag: '', url: '/inventory' } }
    const old = { ...incident, id: 'n4', title: 'Aviso antiguo', options: { body: 'Sin tipo.', tag: '', url: '' } }
    renderCenter([incident, post, stock, old])
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (hay avisos nuevos)' }))
    const item = (name: RegExp) => screen.findByRole('menuitem', { name })

    const urgent = await item(/Nueva incidencia/)
    expect(urgent).toHaveAccessibleName(/^Sin leer:\s*Incidencia:\s*Nueva incidencia: Dolores Fernández/)
    expect(urgent).toHaveAttribute('data-kind-urgent', 'true')
    expect(urgent.querySelector('svg.lucide-triangle-alert')).not.toBeNull()

    const quiet = await item(/Nuevo post/)
    expect(quiet).toHaveAccessibleName(/Publicación:\s*Nuevo post/)
    expect(quiet).not.toHaveAttribute('data-kind-urgent')
    expect(quiet.querySelector('svg.lucide-megaphone')).not.toBeNull()
    expect((await item(/Stock bajo/)).querySelector('svg.lucide-package')).not.toBeNull()

    const plain = await item(/Aviso antiguo/)
    expect(plain).toHaveAccessibleName(/Aviso:\s*Aviso antiguo/)
    expect(plain).not.toHaveAttribute('data-kind-urgent')
  })

  it('marks one read with PATCH and follows its link; the dot goes once none is unread', async () => {
    const { onFollow } = renderCenter([incident])
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones (hay avisos nuevos)' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: /Nueva incidencia/ }))
    expect(onFollow).toHaveBeenCalledWith('/patients/r1/incidentes')
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
