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
import { pathOf, type Answer } from '@/test/serve-list'
import { serveRecords } from '@/test/serve-records'

const fetchMock = useFetchMock()

const note = {
  _id: 'n1',
  residentId: 'r1',
  date: '2026-11-18',
  time: '12:00',
  observations: 'Ha dormido bien y ha desayunado con apetito.',
  userIdName: 'Carmen Ruiz Gómez',
  canDelete: true,
}

const serve = (list: unknown[], answer?: Answer) => serveRecords(fetchMock, '/api/notes/r1', list, answer)

function renderTab() {
  return renderWithProviders(
    <TooltipProvider>
      <NotesTab resident={savedResident()} canWrite />
      <Toaster />
    </TooltipProvider>,
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'carmen' }, 'tok')
})

describe('NotesTab', () => {
  it('shows who signed a note and, once someone changed it, who and when', async () => {
    const edited = {
      ...note,
      createdBy: 'u1',
      createdAt: '2026-11-18T11:00:00Z',
      updatedBy: 'u2',
      updatedByName: 'Ana Gil Romero',
      updatedAt: '2026-11-19T09:30:00Z',
    }
    serve([edited, { ...note, _id: 'n0', date: '2026-11-17', createdBy: 'u1', createdAt: '2026-11-17T11:00:00Z', updatedBy: 'u1', updatedByName: 'Carmen Ruiz Gómez', updatedAt: '2026-11-17T11:00:00Z' }])
    const user = userEvent.setup()
    renderTab()
    const table = await screen.findByRole('table', { name: 'Notas generales' })
    const row = (await within(table).findByText('18/11/2026 12:00')).closest('tr')!
    expect(row).toHaveTextContent(/Carmen Ruiz Gómezmodificado por Ana Gil Romero, 19\/11\/2026, \d\d:30/)
    const untouched = within(table).getByText('17/11/2026 12:00').closest('tr')!
    expect(untouched).toHaveTextContent('Carmen Ruiz Gómez')
    expect(untouched).not.toHaveTextContent('modificado')

    await user.click(within(row).getByRole('button', { name: 'Editar la nota del 18/11/2026' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Nota' })
    expect(dialog).toHaveTextContent('Firmado por Carmen Ruiz Gómez')
    expect(dialog).toHaveTextContent(/modificado por Ana Gil Romero, 19\/11\/2026/)

    // Escape on a changed note asks first, and "Seguir editando" keeps the text.
    await user.type(within(dialog).getByLabelText('Observaciones'), ' Y ha paseado.')
    await user.keyboard('{Escape}')
    const ask = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await user.click(within(ask).getByRole('button', { name: 'Seguir editando' }))
    expect(within(dialog).getByLabelText('Observaciones')).toHaveValue(`${note.observations} Y ha paseado.`)
  })

  it('says when there are no notes, and creates one for the fixed resident', async () => {
    let sent: unknown = null
    serve([], (url, init) => {
      if (pathOf(url) !== '/api/notes' || init?.method !== 'POST') return undefined
      sent = JSON.parse(String(init.body))
      return jsonResponse(201, { ...note, _id: 'n2' })
    })
    const user = userEvent.setup()
    renderTab()
    expect(await screen.findAllByText('No hay registros.')).not.toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Nueva Nota' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nueva Nota' })
    const resident = within(dialog).getByLabelText('Residente')
    expect(resident).toBeDisabled()
    expect(resident).toHaveValue('María José Núñez Peña')

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('Las observaciones son requeridas.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Observaciones'), 'Paseo por el jardín.')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva Nota' })).not.toBeInTheDocument())
    expect(sent).toMatchObject({ residentId: 'r1', observations: 'Paseo por el jardín.' })
    expect(await screen.findByText('Nota creada')).toBeInTheDocument()
  })

  it('deletes a note after the confirmation, and reports a failed PDF', async () => {
    let deleted = false
    serve([note], (url, init) => {
      if (pathOf(url) === '/api/notes/n1' && init?.method === 'DELETE') {
        deleted = true
        return jsonResponse(200, { message: 'Registro eliminado.' })
      }
      if (pathOf(url) === '/api/notes/n1/pdf') return jsonResponse(500, { message: 'Fallo al generar.', fields: {} })
      return undefined
    })
    const user = userEvent.setup()
    renderTab()
    const table = await screen.findByRole('table', { name: 'Notas generales' })
    const row = (await within(table).findByText('18/11/2026 12:00')).closest('tr')!
    expect(within(row).getByText('Carmen Ruiz Gómez')).toBeInTheDocument()

    await user.click(within(row).getByRole('button', { name: 'Descargar el PDF de la nota del 18/11/2026' }))
    expect(await screen.findByText('Error al abrir el PDF.')).toBeInTheDocument()
    expect(screen.getAllByText('Fallo al generar.').length).toBeGreaterThan(0)

    await user.click(within(row).getByRole('button', { name: 'Eliminar la nota del 18/11/2026' }))
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar esta nota?' })
    expect(confirm).toHaveTextContent('Esta acción no se puede deshacer.')
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(deleted).toBe(true))
    expect(await screen.findByText('Nota eliminada')).toBeInTheDocument()
  })

  it("sends the optional reason as ?reason=, for the audit", async () => {
    const deletes: string[] = []
    serve([note], (url, init) => {
      if (init?.method !== 'DELETE') return undefined
      deletes.push(pathOf(url))
      return jsonResponse(200, { message: 'Registro eliminado.' })
    })
    const user = userEvent.setup()
    renderTab()
    const table = await screen.findByRole('table', { name: 'Notas generales' })
    const row = (await within(table).findByText('18/11/2026 12:00')).closest('tr')!
    await user.click(within(row).getByRole('button', { name: 'Eliminar la nota del 18/11/2026' }))
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar esta nota?' })
    await user.type(within(confirm).getByLabelText('Motivo (opcional)'), 'Escrita en el residente equivocado')
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() =>
      expect(deletes).toEqual(['/api/notes/n1?reason=Escrita%20en%20el%20residente%20equivocado']),
    )
  })

  it("offers no delete on a record whose canDelete is false (someone else's, or older than 24 h)", async () => {
    serve([note, { ...note, _id: 'n2', date: '2026-11-19', canDelete: false }])
    renderTab()
    const table = await screen.findByRole('table', { name: 'Notas generales' })
    const mine = (await within(table).findByText('18/11/2026 12:00')).closest('tr')!
    const other = within(table).getByText('19/11/2026 12:00').closest('tr')!
    expect(within(mine).getByRole('button', { name: 'Eliminar la nota del 18/11/2026' })).toBeInTheDocument()
    expect(within(other).queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument()
    expect(within(other).getByRole('button', { name: 'Editar la nota del 19/11/2026' })).toBeInTheDocument()
  })
})
