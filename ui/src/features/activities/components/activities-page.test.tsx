import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { ActivitiesPage } from '@/features/activities/components/activities-page'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { serveList, sentCalls, type Answer } from '@/test/serve-list'

const fetchMock = useFetchMock()

function activity(id: string, title: string, createdBy: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    title,
    description: `Descripción de ${title}`,
    location: 'Sala común',
    startDate: '2026-11-21',
    startTime: '10:30',
    endDate: '2026-11-21',
    endTime: '11:30',
    createdBy,
    // The server's answer for the signed-in u1, who holds no content.edit-any: only her own.
    canEdit: createdBy === 'u1',
    createdByName: createdBy === 'u1' ? 'Marta Gil' : 'Lucía Fernández',
    createdAt: '2026-11-20T09:00:00Z',
    ...extra,
  }
}

const list = [activity('a1', 'Taller de memoria', 'u1'), activity('a2', 'Misa', 'u9', { location: 'Capilla' })]

const serve = (rows: unknown[], answer?: Answer) => serveList(fetchMock, '/api/activities', rows, answer)
const sent = (method: string) => sentCalls(fetchMock, method)

function renderPage() {
  return renderWithProviders(
    <TooltipProvider>
      <ActivitiesPage />
      <Toaster />
    </TooltipProvider>,
  )
}

async function findTable() {
  const table = await screen.findByRole('table', { name: 'Actividades' })
  await within(table).findByText('Taller de memoria')
  return table
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'marta' }, 'tok')
})

describe('ActivitiesPage', () => {
  it('lists the activities with place, start and end, and cards with the same rows', async () => {
    serve(list)
    renderPage()
    const table = await findTable()
    const row = within(table).getByRole('row', { name: /Misa/ })
    expect(row).toHaveTextContent('Capilla')
    expect(row).toHaveTextContent('21/11/2026, 10:30')
    expect(row).toHaveTextContent('21/11/2026, 11:30')
    const cards = screen.getByRole('list', { name: 'Actividades' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2)
    expect(within(cards).getAllByText('21/11/2026 · 10:30 - 11:30')).toHaveLength(2)
  })

  it('offers edit and delete only on the activities the server marks canEdit (the viewer’s own)', async () => {
    serve(list)
    renderPage()
    const table = await findTable()
    expect(within(table).getByRole('button', { name: 'Editar la actividad Taller de memoria' })).toBeInTheDocument()
    expect(within(table).getByRole('button', { name: 'Eliminar la actividad Taller de memoria' })).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Editar la actividad Misa' })).not.toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Eliminar la actividad Misa' })).not.toBeInTheDocument()
  })

  it('offers edit and delete on every activity when the server marks them all canEdit (content.edit-any)', async () => {
    serve(list.map((row) => ({ ...row, canEdit: true })))
    renderPage()
    const table = await findTable()
    expect(within(table).getByRole('button', { name: 'Editar la actividad Misa' })).toBeInTheDocument()
    expect(within(table).getByRole('button', { name: 'Eliminar la actividad Taller de memoria' })).toBeInTheDocument()
  })

  it('says "No hay actividades." when there are none', async () => {
    serve([])
    renderPage()
    expect(await screen.findAllByText('No hay actividades.')).toHaveLength(2)
  })

  it('shows why the list could not be loaded, with Reintentar', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'El servidor no responde.', fields: {} }))
    renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('No se pudo cargar la lista de actividades. El servidor no responde.')
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
  })

  it('says what a new activity needs, with SPEC 5’s messages, and sends nothing', async () => {
    serve(list)
    renderPage()
    await findTable()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Nueva Actividad' }))
    const dialog = screen.getByRole('dialog', { name: 'Nueva Actividad' })
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    for (const message of [
      'El título es requerido.',
      'La descripción es requerida.',
      'El lugar es requerido.',
      'La fecha de inicio es requerida.',
      'La hora de inicio es requerida.',
      'La fecha de finalización es requerida.',
      'La hora de finalización es requerida.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument()
    }
    expect(sent('POST')).toHaveLength(0)
  })

  it('creates an activity: the end date follows the start, the end must be after it, then POST and the toast', async () => {
    const created = activity('a3', 'Bingo solidario', 'u1')
    serve(list, (url, init) =>
      url.pathname === '/api/activities' && init?.method === 'POST' ? jsonResponse(201, created) : undefined,
    )
    renderPage()
    await findTable()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Nueva Actividad' }))
    const dialog = screen.getByRole('dialog', { name: 'Nueva Actividad' })
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })
    fill('Título', 'Bingo solidario')
    fill('Lugar', 'Comedor')
    fill('Descripción', 'Con premios.')
    fill('Fecha de inicio', '2026-11-28')
    expect(within(dialog).getByLabelText('Fecha de finalización')).toHaveValue('2026-11-28')
    fill('Hora de inicio', '17:00')
    fill('Hora de finalización', '16:00')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('La finalización debe ser posterior al inicio.')).toBeInTheDocument()

    fill('Hora de finalización', '18:30')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Actividad creada')).toBeInTheDocument()
    expect(screen.getByText('La actividad se ha creado correctamente.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent('POST')).toEqual([
      {
        url: '/api/activities',
        body: {
          title: 'Bingo solidario',
          description: 'Con premios.',
          location: 'Comedor',
          startDate: '2026-11-28',
          startTime: '17:00',
          endDate: '2026-11-28',
          endTime: '18:30',
        },
      },
    ])
  })

  it('edits an activity with PUT and keeps the dialog open with the server’s refusal', async () => {
    serve(list, (url, init) =>
      url.pathname === '/api/activities/a1' && init?.method === 'PUT'
        ? jsonResponse(422, { message: 'Revisa los campos marcados.', fields: { location: 'El lugar es requerido.' } })
        : undefined,
    )
    renderPage()
    const table = await findTable()
    const user = userEvent.setup()
    await user.click(within(table).getByRole('button', { name: 'Editar la actividad Taller de memoria' }))
    const dialog = screen.getByRole('dialog', { name: 'Editar Actividad' })
    expect(within(dialog).getByLabelText('Título')).toHaveValue('Taller de memoria')
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Revisa los campos marcados.')
    expect(within(dialog).getByLabelText('Lugar')).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByText('El lugar es requerido.')).toBeInTheDocument()
    expect(sent('PUT')[0].url).toBe('/api/activities/a1')
    expect(screen.getByRole('dialog', { name: 'Editar Actividad' })).toBeInTheDocument()
  })

  it('deletes after the SPEC’s confirmation, with the toast', async () => {
    serve(list, (url, init) =>
      url.pathname === '/api/activities/a1' && init?.method === 'DELETE'
        ? jsonResponse(200, { message: 'Actividad eliminada.' })
        : undefined,
    )
    renderPage()
    const table = await findTable()
    const user = userEvent.setup()
    await user.click(within(table).getByRole('button', { name: 'Eliminar la actividad Taller de memoria' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Eliminar actividad' })
    expect(confirm).toHaveTextContent(
      '¿Estás seguro de que deseas eliminar esta actividad? Esta acción no se puede deshacer.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('Actividad eliminada')).toBeInTheDocument()
    expect(screen.getByText('La actividad se ha eliminado correctamente.')).toBeInTheDocument()
    expect(sent('DELETE').map((c) => c.url)).toEqual(['/api/activities/a1'])
  })

  it('reports a refused delete in a toast and the banner, and the confirmation stays open', async () => {
    serve(list, (url, init) =>
      url.pathname === '/api/activities/a1' && init?.method === 'DELETE'
        ? jsonResponse(403, { message: 'No tienes permiso para realizar esta acción.', fields: {} })
        : undefined,
    )
    renderPage()
    const table = await findTable()
    const user = userEvent.setup()
    await user.click(within(table).getByRole('button', { name: 'Eliminar la actividad Taller de memoria' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Eliminar actividad' })
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() =>
      expect(screen.getAllByText('No tienes permiso para realizar esta acción.').length).toBeGreaterThanOrEqual(2),
    )
    expect(screen.getByRole('alertdialog', { name: 'Eliminar actividad' })).toBeInTheDocument()
  })
})
