import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { SocialNotesTab } from '@/features/patients/records/social-notes/social-notes-tab'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { recordListAnswer } from '@/test/serve-records'
import { renderWithProviders } from '@/test/render'
import { savedResident } from '@/test/resident-fixtures'

const fetchMock = useFetchMock()

const long = 'Entrevista de seguimiento con la familia: valoran positivamente la adaptación.'
const notes = [
  {
    _id: 'n1',
    residentId: 'r1',
    date: '2026-11-10',
    time: '11:00',
    primaryObservation: long,
    createdBy: 'u9',
    createdByName: 'Lucía Peña',
    createdAt: '2026-11-10T10:00:00Z',
    updatedBy: 'u8',
    updatedByName: 'Marta Gil',
    updatedAt: '2026-11-12T15:30:00Z',
    additionalObservations: [
      { _id: 'a1', observation: 'Llamada del hijo.', date: '2026-11-12', time: '16:30', createdByName: 'Lucía Peña' },
    ],
  },
  { _id: 'n2', residentId: 'r1', date: '2026-11-02', time: '09:15', primaryObservation: 'Reunión con la hija.' },
]

function serve(onPut?: (body: unknown) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    if (init?.method === 'PUT' && onPut) return onPut(JSON.parse(String(init.body)))
    const listed = recordListAnswer(new URL(url, 'http://localhost'), init, '/api/notessocialworker/r1', notes)
    if (listed) return listed
    return jsonResponse(404, { message: 'No encontrado.', fields: {} })
  })
}

function renderTab(canWrite: boolean) {
  return renderWithProviders(
    <TooltipProvider>
      <SocialNotesTab resident={savedResident()} canWrite={canWrite} />
      <Toaster />
    </TooltipProvider>,
  )
}

/** The table once the notes have arrived. */
async function loadedTable() {
  const table = await screen.findByRole('table', { name: 'Notas de trabajo social' })
  await within(table).findByText('10/11/2026 11:00')
  return table
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'lucia' }, 'tok')
})

describe('SocialNotesTab', () => {
  it('lists the notes with the observation cut to 60 characters, and searches without accents', async () => {
    serve()
    renderTab(true)
    expect(screen.getByRole('heading', { name: 'Notas de María José Núñez Peña' })).toBeInTheDocument()
    const table = await loadedTable()
    const cell = within(table).getByText('Entrevista de seguimiento con la familia: valoran positivame…')
    expect(cell).toHaveAttribute('title', long)
    expect(within(table).getByText('10/11/2026 11:00')).toBeInTheDocument()
    // Who signed the note and who added to it since (DESIGN 8: "modificado por").
    const row = within(table).getByText('10/11/2026 11:00').closest('tr') as HTMLElement
    expect(within(row).getByText('Lucía Peña')).toBeInTheDocument()
    expect(within(row).getByText(/^modificado por Marta Gil, 12\/11\/2026/)).toBeInTheDocument()

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Buscar' }), 'REUNION')
    expect(within(table).getByText('Reunión con la hija.')).toBeInTheDocument()
    expect(within(table).queryByText(/Entrevista/)).not.toBeInTheDocument()
  })

  it('is read-only for staff who may not write social-work notes', async () => {
    serve()
    renderTab(false)
    const table = await loadedTable()
    expect(screen.queryByRole('button', { name: 'Nueva Nota' })).not.toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument()
    expect(within(table).getByRole('button', { name: 'Descargar el PDF de la nota del 10/11/2026' })).toBeEnabled()
    expect(screen.getByText(/las escriben las trabajadoras sociales/)).toBeInTheDocument()
  })

  it('edits by adding observations: the note stays read-only and only the new ones are sent', async () => {
    let sent: unknown = null
    serve((body) => {
      sent = body
      return jsonResponse(200, notes[0])
    })
    const user = userEvent.setup()
    renderTab(true)
    const table = await loadedTable()
    await user.click(within(table).getByRole('button', { name: 'Editar la nota del 10/11/2026' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Nota' })
    expect(within(dialog).getByLabelText('Observación principal')).toHaveAttribute('readonly')
    expect(within(dialog).getByText('Llamada del hijo.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Quitar.*Llamada/ })).not.toBeInTheDocument()

    // A second new observation, removed again before saving.
    await user.click(within(dialog).getByRole('button', { name: 'Añadir observación' }))
    await user.click(within(dialog).getByRole('button', { name: 'Quitar la observación nueva 2' }))
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))
    expect(await within(dialog).findByText('La observación es requerida.')).toBeInTheDocument()
    expect(sent).toBeNull()

    await user.type(within(dialog).getByLabelText('Observación'), 'Visita del nieto.')
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Nota' })).not.toBeInTheDocument())
    expect(sent).toMatchObject({
      residentId: 'r1',
      primaryObservation: long,
      additionalObservations: [{ observation: 'Visita del nieto.', isNew: true }],
    })
    expect((sent as { additionalObservations: unknown[] }).additionalObservations).toHaveLength(1)
    expect(await screen.findByText('Nota Actualizada')).toBeInTheDocument()
  })

  it("puts the server's messages on the new observation and in a banner", async () => {
    serve(() =>
      jsonResponse(422, {
        message: 'Revisa los campos marcados.',
        fields: { 'additionalObservations.0.time': 'La hora es requerida.' },
      }),
    )
    const user = userEvent.setup()
    renderTab(true)
    const table = await loadedTable()
    await user.click(within(table).getByRole('button', { name: 'Editar la nota del 02/11/2026' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Nota' })
    await user.type(within(dialog).getByLabelText('Observación'), 'Nueva llamada.')
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Revisa los campos marcados.')
    expect(within(dialog).getByText('La hora es requerida.')).toBeInTheDocument()
  })

  it('downloads the report as notes_socialworker_report.pdf, saying Descargando… meanwhile', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockImplementation(async (input, init) => {
      const listed = recordListAnswer(new URL(String(input), 'http://localhost'), init, '/api/notessocialworker/r1', notes)
      if (listed) return listed
      expect(String(input)).toBe('/api/notessocialworker/report/pdf')
      expect(JSON.parse(String(init?.body))).toEqual({ residentId: 'r1' })
      return new Promise<Response>((resolve) => (answer = resolve))
    })
    // jsdom has no object URLs; the anchor's click is where the browser would save the file.
    class FakeURL extends URL {
      static createObjectURL = () => 'blob:report'
      static revokeObjectURL = () => {}
    }
    vi.stubGlobal('URL', FakeURL)
    const saved: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    const user = userEvent.setup()
    renderTab(false)
    await loadedTable()
    await user.click(screen.getByRole('button', { name: 'Descargar Notas' }))
    expect(screen.getByRole('button', { name: 'Descargando…' })).toBeDisabled()
    answer(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }))
    expect(await screen.findByText('Reporte Descargado')).toBeInTheDocument()
    expect(saved).toEqual(['notes_socialworker_report.pdf'])
    expect(screen.getByRole('button', { name: 'Descargar Notas' })).toBeEnabled()
    click.mockRestore()
  })
})
