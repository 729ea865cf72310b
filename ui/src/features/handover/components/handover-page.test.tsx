import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { HandoverPage } from '@/features/handover/components/handover-page'
import { PermissionsProvider, type Permission } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

const settings = {
  shifts: { manana: { start: '07:00', end: '15:00' }, tarde: { start: '15:00', end: '23:00' }, noche: { start: '23:00', end: '07:00' } },
  doseWindowMinutes: 60,
  missedAfterMinutes: 180,
  current: { date: '2026-11-20', shift: 'tarde' },
}

function handoverJSON(extra: Record<string, unknown> = {}) {
  return {
    date: '2026-11-20',
    shift: 'tarde',
    from: '2026-11-20T15:00',
    to: '2026-11-20T23:00',
    residents: [
      {
        residentId: 'r1',
        residentName: 'María José Núñez',
        room: '12',
        items: [
          { kind: 'prn', at: '2026-11-20T18:10', text: 'Paracetamol 1 g (dolor).', recordId: 'p1' },
          { kind: 'fall', at: '2026-11-20T16:05', text: 'Caída en el baño sin lesiones.', recordId: 'i1' },
        ],
      },
    ],
    notes: [
      { _id: 'n1', residentId: 'r1', text: 'Vigilar la cadera.', byName: 'Carmen Ruiz', at: '2026-11-20T21:00:00Z' },
      { _id: 'n2', residentId: '', text: 'Revisar el timbre de la 12.', byName: 'Carmen Ruiz', at: '2026-11-20T21:05:00Z' },
    ],
    readBy: [],
    ...extra,
  }
}

type Call = { path: string; method: string; body: unknown }

function serve(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = []
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const call = { path: url.pathname + url.search, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null }
    calls.push(call)
    if (call.path === '/api/mar/settings') return jsonResponse(200, settings)
    return answer(call) ?? jsonResponse(404, { message: 'No se encontró lo que buscas.', fields: {} })
  })
  return calls
}

const ana = { _id: 'u2', username: 'ana', name: 'Ana Gil', email: '', phone: '', specialty: '', roles: [], permissions: [] }

function renderPage(permissions: Permission[]) {
  return renderWithProviders(
    <PermissionsProvider permissions={permissions}>
      <HandoverPage search={{}} onSearchChange={() => {}} userId={ana._id} />
      <Toaster />
    </PermissionsProvider>,
    { status: 'authenticated', user: ana },
  )
}

beforeEach(() => {
  saveSession(ana, 'tok')
})

describe('HandoverPage', () => {
  it("opens on the current shift, lists each resident's items in time order with urgent ones marked, and the notes", async () => {
    const calls = serve((call) => (call.path === '/api/handover?date=2026-11-20&shift=tarde' ? jsonResponse(200, handoverJSON()) : undefined))
    renderPage(['handover.read'])
    const card = await screen.findByRole('region', { name: 'María José Núñez' })
    const items = within(card).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('16:05Caída')
    expect(items[0]).toHaveAttribute('data-urgent', 'true')
    expect(items[1]).toHaveTextContent('18:10Si precisa')
    expect(items[1]).not.toHaveAttribute('data-urgent')
    expect(card).toHaveTextContent('Vigilar la cadera.')
    expect(screen.getByRole('region', { name: 'Notas del turno' })).toHaveTextContent('Revisar el timbre de la 12.')
    expect(screen.getByRole('button', { name: 'Tarde' })).toHaveAttribute('aria-pressed', 'true')
    // Without handover.write there is no note form.
    expect(screen.queryByRole('button', { name: 'Añadir nota' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Escribir una nota/ })).not.toBeInTheDocument()
    expect(calls.some((call) => call.path.startsWith('/api/handover?'))).toBe(true)
  })

  it('adds a note to a resident, with the message when empty', async () => {
    const calls = serve((call) => {
      if (call.path === '/api/handover/notes')
        return jsonResponse(201, { _id: 'n3', residentId: 'r1', text: 'Beber agua.', byName: 'Ana Gil', at: '2026-11-20T22:00:00Z' })
      if (call.path.startsWith('/api/handover?')) return jsonResponse(200, handoverJSON())
      return undefined
    })
    const user = userEvent.setup()
    renderPage(['handover.read', 'handover.write'])
    const card = await screen.findByRole('region', { name: 'María José Núñez' })
    expect(within(card).queryByLabelText('Nota sobre María José Núñez')).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Escribir una nota sobre María José Núñez' }))
    await user.click(within(card).getByRole('button', { name: 'Añadir nota' }))
    expect(await within(card).findByText('Escribe la nota.')).toBeInTheDocument()
    await user.type(within(card).getByLabelText('Nota sobre María José Núñez'), 'Beber agua.')
    await user.click(within(card).getByRole('button', { name: 'Añadir nota' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        date: '2026-11-20',
        shift: 'tarde',
        residentId: 'r1',
        text: 'Beber agua.',
      }),
    )
    expect(await screen.findByText('Nota añadida')).toBeInTheDocument()
    await waitFor(() => expect(within(card).getByLabelText('Nota sobre María José Núñez')).toHaveValue(''))
  })

  it('marks it read and shows who read it', async () => {
    let readBy: unknown[] = []
    serve((call) => {
      if (call.path === '/api/handover/read') {
        readBy = [{ userId: 'u2', name: 'Ana Gil', at: '2026-11-20T22:05:00Z' }]
        return jsonResponse(200, { readBy })
      }
      if (call.path.startsWith('/api/handover?')) return jsonResponse(200, handoverJSON({ readBy }))
      return undefined
    })
    const user = userEvent.setup()
    renderPage(['handover.read'])
    const readRegion = await screen.findByRole('region', { name: 'Leído por' })
    expect(readRegion).toHaveTextContent('Nadie lo ha marcado como leído todavía.')
    await user.click(screen.getByRole('button', { name: 'Marcar como leído' }))
    await waitFor(() => expect(readRegion).toHaveTextContent('Ana Gil'))
    expect(screen.getByRole('button', { name: 'Leído' })).toBeDisabled()
  })
})

describe('HandoverPage restraint items (issue 15)', () => {
  it('names the restraints started and ended in the shift', async () => {
    const restraintItems = {
      residents: [
        {
          residentId: 'r1',
          residentName: 'María José Núñez',
          room: '12',
          items: [
            { kind: 'restraint-start', at: '2026-11-20T16:00', text: 'Física: barandillas pautada por Dra. Ruiz.', recordId: 't1' },
            { kind: 'restraint-end', at: '2026-11-20T19:30', text: 'Física: cinturón retirada por Dra. Ruiz: ya camina.', recordId: 't2' },
          ],
        },
      ],
    }
    serve((call) => (call.path.startsWith('/api/handover?') ? jsonResponse(200, handoverJSON(restraintItems)) : undefined))
    renderPage(['handover.read'])
    const card = await screen.findByRole('region', { name: 'María José Núñez' })
    const items = within(card).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('16:00Contención iniciadaFísica: barandillas pautada por Dra. Ruiz.')
    expect(items[1]).toHaveTextContent('19:30Contención retiradaFísica: cinturón retirada por Dra. Ruiz: ya camina.')
  })
})
