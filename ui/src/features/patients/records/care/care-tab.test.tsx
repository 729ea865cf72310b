import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { CareTab } from '@/features/patients/records/care/care-tab'
import { todayISO } from '@/lib/dates'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { savedResident } from '@/test/resident-fixtures'
import { pathOf } from '@/test/serve-list'
import { recordListAnswer } from '@/test/serve-records'

const fetchMock = useFetchMock()

// Saved by a colleague a moment ago, on another tablet: the list this nurse opened did not have it yet.
const existing = {
  _id: 'c1',
  residentId: 'r1',
  user: 'r1',
  date: todayISO(),
  bath: true,
  breakfast: true,
  lunch: false,
  dinner: false,
  diaperChange: false,
  createdBy: 'u2',
  createdByName: 'Ana Gil Romero',
  createdAt: '2026-11-23T07:10:00Z',
  updatedBy: 'u2',
  updatedByName: 'Ana Gil Romero',
  updatedAt: '2026-11-23T07:10:00Z',
  canDelete: false,
}

function renderTab() {
  return renderWithProviders(
    <TooltipProvider>
      <CareTab resident={savedResident()} canWrite />
      <Toaster />
    </TooltipProvider>,
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'carmen' }, 'tok')
})

describe('CareTab', () => {
  it("opens the day's existing record to edit when the server says there is one (409 existingId)", async () => {
    let list: unknown[] = []
    const sent: { method: string; path: string; body: unknown }[] = []
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const listed = recordListAnswer(url, init, '/api/care-records/r1', list)
      if (listed) return listed
      sent.push({ method, path: pathOf(url), body: init?.body ? JSON.parse(String(init.body)) : null })
      if (method === 'POST') {
        list = [existing]
        return jsonResponse(409, {
          message: 'Ya hay un registro de ese día para este residente: ábrelo para editarlo.',
          fields: { date: 'Ya hay un registro de ese día para este residente: ábrelo para editarlo.' },
          existingId: 'c1',
        })
      }
      if (method === 'PUT') return jsonResponse(200, { ...existing, lunch: true })
      return jsonResponse(404, { message: 'No encontrado.', fields: {} })
    })
    const user = userEvent.setup()
    renderTab()
    expect(await screen.findAllByText('Sin registros diarios.')).not.toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Nuevo Registro' }))
    let dialog = await screen.findByRole('dialog', { name: 'Nuevo registro diario' })
    await user.click(within(dialog).getByLabelText('Comida'))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    dialog = await screen.findByRole('dialog', { name: 'Editar registro diario' })
    expect(
      await screen.findByText('Ya hay un registro de ese día: se ha abierto para que lo edites.'),
    ).toBeInTheDocument()
    expect(dialog).toHaveTextContent('Firmado por Ana Gil Romero')
    expect(within(dialog).getByLabelText('Baño')).toBeChecked()
    expect(within(dialog).getByLabelText('Comida')).not.toBeChecked()
    await user.click(within(dialog).getByLabelText('Comida'))
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/care-records',
      'PUT /api/care-records/c1',
    ])
    expect(sent[1].body).toMatchObject({ user: 'r1', date: todayISO(), bath: true, breakfast: true, lunch: true })
    expect(await screen.findByText('Registro actualizado')).toBeInTheDocument()
  })
})
