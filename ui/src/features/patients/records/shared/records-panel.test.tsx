import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { NotesTab } from '@/features/patients/records/notes/notes-tab'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { savedResident } from '@/test/resident-fixtures'
import { pathOf } from '@/test/serve-list'

const fetchMock = useFetchMock()

/** The resident's 60 notes, newest first: n1 of 20/11/2026, n2 the day before… n55 tells of a fall. */
const notes = Array.from({ length: 60 }, (_, i) => {
  const day = new Date(2026, 10, 20 - i)
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
  return {
    _id: `n${i + 1}`,
    residentId: 'r1',
    date,
    time: '12:00',
    observations: i + 1 === 55 ? 'Caída al levantarse de la cama.' : `Nota número ${i + 1}.`,
    createdByName: 'Carmen Ruiz Gómez',
    canDelete: true,
  }
})

/** A page as the server answers it: its records, and X-Next-Cursor when more remain. */
function page(records: unknown[], nextCursor?: string) {
  const response = jsonResponse(200, records)
  if (nextCursor) response.headers.set('X-Next-Cursor', nextCursor)
  return response
}

/**
 * The server: the first page of 50 names n50 as the cursor; the page after n50 is the last 10. `second`
 * may hold the second page back. Any other list request is refused, so the test fails on a wrong one.
 */
function serve(second: () => Promise<Response> | Response = () => page(notes.slice(50))) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = pathOf(new URL(String(input), 'http://localhost'))
    if ((init?.method ?? 'GET') === 'GET' && path === '/api/notes/r1?limit=50') return page(notes.slice(0, 50), 'n50')
    if ((init?.method ?? 'GET') === 'GET' && path === '/api/notes/r1?limit=50&before=n50') return second()
    if (init?.method === 'DELETE' && path === '/api/notes/n3') return jsonResponse(200, { message: 'Registro eliminado.' })
    return jsonResponse(404, { message: 'No encontrado.', fields: {} })
  })
}

const listCalls = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => pathOf(new URL(String(input), 'http://localhost')))

function renderTab() {
  return renderWithProviders(
    <TooltipProvider>
      <NotesTab resident={savedResident()} canWrite />
      <Toaster />
    </TooltipProvider>,
  )
}

/** The records the table shows (its body's rows; role queries are slow on 60 rows). */
async function tableRows() {
  const table = await screen.findByRole('table', { name: 'Notas generales' })
  return [...table.querySelectorAll<HTMLElement>('tbody tr')]
}

/** Waits until the table shows `count` records. */
async function waitForRows(count: number) {
  await waitFor(async () => expect(await tableRows()).toHaveLength(count), { timeout: 10_000 })
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'carmen' }, 'tok')
})

describe('RecordsPanel in pages (DESIGN 13)', () => {
  it('shows the first 50, and Cargar más appends the next page from X-Next-Cursor, then goes away', async () => {
    let release: (response: Response) => void = () => {}
    serve(() => new Promise<Response>((resolve) => (release = resolve)))
    const user = userEvent.setup()
    renderTab()
    await waitForRows(50)
    expect(listCalls()).toEqual(['/api/notes/r1?limit=50'])

    await user.click(screen.getByRole('button', { name: 'Cargar más' }))
    const loading = await screen.findByRole('button', { name: 'Cargando más registros…' })
    expect(loading).toBeDisabled()
    expect(listCalls()).toEqual(['/api/notes/r1?limit=50', '/api/notes/r1?limit=50&before=n50'])
    release(page(notes.slice(50)))

    await waitForRows(60)
    const rows = await tableRows()
    expect(rows[0]).toHaveTextContent('20/11/2026 12:00')
    expect(rows[50]).toHaveTextContent('Nota número 51.')
    expect(rows[59]).toHaveTextContent('22/09/2026 12:00')
    expect(screen.queryByRole('button', { name: /Cargar más|Cargando/ })).not.toBeInTheDocument()
  }, 30_000)

  it('a change fetches the list again from its first page, with the pages already read', async () => {
    serve()
    const user = userEvent.setup()
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Cargar más' }))
    await waitForRows(60)
    fetchMock.mockClear()

    const row = (await tableRows())[2]
    await user.click(within(row).getByRole('button', { name: 'Eliminar la nota del 18/11/2026' }))
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar esta nota?' })
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() =>
      expect(listCalls()).toEqual(['/api/notes/r1?limit=50', '/api/notes/r1?limit=50&before=n50']),
    )
    expect(await tableRows()).toHaveLength(60)
  }, 30_000)

  it('a search looks through the whole history: it reads the pages left and says so', async () => {
    serve()
    const user = userEvent.setup()
    renderTab()
    await waitForRows(50)

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'caida')
    expect(await screen.findByRole('status')).toHaveTextContent('Búsqueda en todo el historial (60 registros).')
    expect(listCalls()).toEqual(['/api/notes/r1?limit=50', '/api/notes/r1?limit=50&before=n50'])
    const rows = await tableRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toHaveTextContent('Caída al levantarse de la cama.')
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument()
  }, 30_000)

  it('when the next page fails, says so and Cargar más tries again; a search says it looked only at what is loaded', async () => {
    let fail = true
    serve(() => (fail ? jsonResponse(500, { message: 'Error interno.', fields: {} }) : page(notes.slice(50))))
    const user = userEvent.setup()
    renderTab()
    await waitForRows(50)
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'caida')
    expect(await screen.findByText('No se pudieron cargar más registros.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Buscando solo en los 50 registros cargados.')
    expect(await screen.findAllByText('Ningún registro coincide con la búsqueda.')).not.toHaveLength(0)

    fail = false
    await user.click(screen.getByRole('button', { name: 'Cargar más' }))
    expect(await screen.findAllByText('Caída al levantarse de la cama.')).not.toHaveLength(0)
    expect(screen.getByRole('status')).toHaveTextContent('Búsqueda en todo el historial (60 registros).')
    expect(screen.queryByText('No se pudieron cargar más registros.')).not.toBeInTheDocument()
  }, 30_000)
})
