import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { HandoverPage } from '@/features/handover/components/handover-page'
import { PermissionsProvider, type Permission } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { InMemoryRouter } from '@/test/in-memory-router'
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

  it('leads with the summary, tells the care records missing on one line and an alert attended with its comment; its author cannot mark it read', async () => {
    const handover = handoverJSON({
      summary: { alertsOpen: 1, vitalsOutOfRange: 1, incidents: 1, falls: 1, dosesHeldOrMissed: 0, prnGiven: 1, restraints: 0, careMissing: 2 },
      careMissing: [
        { residentId: 'r1', residentName: 'María José Núñez', room: '12' },
        { residentId: 'r2', residentName: 'Tomás Vera', room: '14' },
      ],
      residents: [
        {
          residentId: 'r3',
          residentName: 'Ana Ruiz',
          room: '3',
          items: [
            { kind: 'vital', at: '2026-11-20T18:00', text: 'Fuera de rango: Presión sistólica 185 mmHg.', recordId: 'v1' },
            { kind: 'alert-acknowledged', at: '2026-11-20T18:20', text: 'Alerta atendida: Signos vitales fuera de rango.', recordId: 'v1',
              alertId: 'a1', acknowledgedByName: 'Dr. Ortega', comment: 'Repetida a los 15 min: 150/85.' },
          ],
        },
        ...handoverJSON().residents,
        { residentId: 'r2', residentName: 'Tomás Vera', room: '14', items: [{ kind: 'care-missing', at: '2026-11-20T23:00', text: 'Sin registro de cuidados de hoy.', recordId: '' }] },
      ],
      notes: [{ _id: 'n1', residentId: '', text: 'Falta reponer guantes.', byId: ana._id, byName: 'Ana Gil', at: '2026-11-20T21:00:00Z' }],
    })
    serve((call) => (call.path.startsWith('/api/handover?') ? jsonResponse(200, handover) : undefined))
    renderWithProviders(
      <InMemoryRouter path="/handover">
        <PermissionsProvider permissions={['handover.read', 'handover.write']}>
          <HandoverPage search={{}} onSearchChange={() => {}} userId={ana._id} />
        </PermissionsProvider>
      </InMemoryRouter>,
      { status: 'authenticated', user: ana },
    )
    const summary = await screen.findByRole('region', { name: 'Resumen del turno' })
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label') ?? region.getAttribute('aria-labelledby'))
    expect(regions.indexOf('handover-summary')).toBeLessThan(regions.indexOf('Ana Ruiz'))
    expect(within(summary).getByRole('link', { name: /1\s*Alertas abiertas/ })).toHaveAttribute('href', '/alerts')
    expect(within(summary).getByRole('link', { name: /1\s*Constantes fuera de rango/ })).toHaveAttribute('href', '#relevo-r3')
    expect(within(summary).getByRole('link', { name: /2\s*Sin cuidados del día/ })).toHaveAttribute('href', '#relevo-sin-cuidados')
    expect(within(summary).queryByRole('link', { name: /Contenciones/ })).not.toBeInTheDocument()

    // Cards in the server's order (the most urgent first); who has nothing but the missing care record has none.
    const cards = ['Ana Ruiz', 'María José Núñez'].map((name) => screen.getByRole('region', { name }))
    expect(cards[0].compareDocumentPosition(cards[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Tomás Vera' })).not.toBeInTheDocument()
    expect(within(cards[0]).getByText(/Repetida a los 15 min/)).toHaveTextContent('Atendida por Dr. Ortega: Repetida a los 15 min: 150/85.')
    expect(screen.getByRole('region', { name: 'Sin cuidados del día (2)' })).toHaveTextContent(
      'María José Núñez (Hab. 12), Tomás Vera (Hab. 14)',
    )
    expect(screen.queryByText('Sin registro de cuidados de hoy.')).not.toBeInTheDocument()

    const mark = screen.getByRole('button', { name: 'Marcar como leído' })
    expect(mark).toBeDisabled()
    expect(mark).toHaveAccessibleDescription('Has escrito notas en este parte: debe marcarlo como leído quien recibe el turno.')
  })
})
