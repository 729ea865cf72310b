import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { IncidentsTab } from '@/features/patients/records/incidents/incidents-tab'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { InMemoryRouter } from '@/test/in-memory-router'
import { renderWithProviders } from '@/test/render'
import { savedResident } from '@/test/resident-fixtures'
import { pathOf, type Answer } from '@/test/serve-list'
import { serveRecords } from '@/test/serve-records'

const fetchMock = useFetchMock()

const situation = 'Caída sin consecuencias al levantarse de la silla en el comedor, a la hora de la comida.'

const incident = {
  _id: 'i1',
  residentId: 'r1',
  date: '2026-11-15',
  time: '13:40',
  shift: 'mañana',
  situation,
  calledDoctor: true,
  doctorResponse: 'Exploración sin lesiones; vigilar 24 horas.',
  calledRelative: false,
  relativeResponse: '',
  otherAction: false,
  otherResponse: '',
  observations: 'Se refuerza el uso del andador.',
  createdBy: 'u1',
  createdByName: 'Carmen Ruiz Gómez',
  createdAt: '2026-11-15T12:45:00Z',
  canDelete: true,
}

const serve = (list: unknown[], answer?: Answer) => serveRecords(fetchMock, '/api/incidents/r1', list, answer)

function renderTab(canWrite = true) {
  return renderWithProviders(
    <InMemoryRouter path="/patients/r1">
      <TooltipProvider>
        <IncidentsTab resident={savedResident()} canWrite={canWrite} />
        <Toaster />
      </TooltipProvider>
    </InMemoryRouter>,
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'carmen' }, 'tok')
})

describe('IncidentsTab', () => {
  it('lists incidents with the situation cut to 60 characters, and finds them by their observations', async () => {
    serve([
      { ...incident, isFall: true },
      { ...incident, _id: 'i2', date: '2026-11-10', situation: 'Fiebre.', observations: 'Paracetamol.' },
    ])
    const user = userEvent.setup()
    renderTab()
    const table = await screen.findByRole('table', { name: 'Incidencias' })
    const row = (await within(table).findByText('15/11/2026 13:40')).closest('tr')!
    expect(row).toHaveTextContent('mañana')
    expect(within(row).getByText('Caída', { selector: '[data-slot="badge"]' })).toBeInTheDocument()
    const other = within(table).getByText('10/11/2026 13:40').closest('tr')!
    expect(within(other).queryByText('Caída', { selector: '[data-slot="badge"]' })).not.toBeInTheDocument()
    expect(within(row).getByText('Caída sin consecuencias al levantarse de la silla en el come…')).toHaveAttribute(
      'title',
      situation,
    )

    await user.type(screen.getByPlaceholderText('Buscar en situación y observaciones…'), 'PARACETAMOL')
    await waitFor(() => expect(within(table).queryByText('15/11/2026 13:40')).not.toBeInTheDocument())
    expect(within(table).getByText('10/11/2026 13:40')).toBeInTheDocument()
  })

  it('reveals a response when its switch is on and requires it, then creates the incident', async () => {
    let sent: Record<string, unknown> | null = null
    serve([], (url, init) => {
      if (pathOf(url) !== '/api/incidents' || init?.method !== 'POST') return undefined
      sent = JSON.parse(String(init.body))
      return jsonResponse(201, { ...incident, _id: 'i9' })
    })
    const user = userEvent.setup()
    renderTab()
    expect(await screen.findAllByText('Sin incidencias registradas.')).not.toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Nuevo Incidente' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Incidente' })
    expect(within(dialog).queryByLabelText('Respuesta del familiar')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('switch', { name: 'Se llamó al familiar' }))
    expect(within(dialog).getByRole('switch', { name: 'Se llamó al familiar' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('La situación es requerida.')).toBeInTheDocument()
    expect(within(dialog).getByText('Ingrese la respuesta del familiar.')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Situación'), 'Caída en el baño.')
    await user.click(within(dialog).getByRole('switch', { name: 'Caída' }))
    await user.type(within(dialog).getByLabelText('Respuesta del familiar'), 'Vendrán por la tarde.')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toMatchObject({
      residentId: 'r1',
      situation: 'Caída en el baño.',
      isFall: true,
      calledDoctor: false,
      calledRelative: true,
      relativeResponse: 'Vendrán por la tarde.',
    })
    expect(await screen.findByText('Incidente Creado')).toBeInTheDocument()
  })

  it("asks SPEC's question before deleting, and shows the server's field errors", async () => {
    let deleted = false
    serve([incident], (url, init) => {
      if (pathOf(url) === '/api/incidents/i1' && init?.method === 'DELETE') {
        deleted = true
        return jsonResponse(200, { message: 'Registro eliminado.' })
      }
      if (pathOf(url) === '/api/incidents/i1' && init?.method === 'PUT') {
        return jsonResponse(422, { message: 'Revisa los campos marcados.', fields: { shift: 'El turno es requerido.' } })
      }
      return undefined
    })
    const user = userEvent.setup()
    renderTab()
    const table = await screen.findByRole('table', { name: 'Incidencias' })
    const row = (await within(table).findByText('15/11/2026 13:40')).closest('tr')!

    await user.click(within(row).getByRole('button', { name: 'Editar la incidencia del 15/11/2026' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Incidente' })
    expect(within(dialog).getByLabelText('Respuesta del médico')).toHaveValue('Exploración sin lesiones; vigilar 24 horas.')
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))
    expect(await within(dialog).findByText('El turno es requerido.')).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Revisa los campos marcados.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    await user.click(within(row).getByRole('button', { name: 'Eliminar la incidencia del 15/11/2026' }))
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar esta incidencia?' })
    expect(confirm).toHaveTextContent('Esta acción no se puede deshacer.')
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(deleted).toBe(true))
    expect(await screen.findByText('Incidente Eliminado')).toBeInTheDocument()
  })
})
