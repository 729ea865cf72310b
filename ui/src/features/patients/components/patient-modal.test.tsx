import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { PatientModal } from '@/features/patients/components/patient-modal'
import { PermissionsProvider } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { PERMISSIONS } from '@/test/permissions'
import { renderWithProviders } from '@/test/render'
import { savedResident } from '@/test/resident-fixtures'
import { field, fill, fillUpToReview, tab } from '@/test/resident-wizard-driver'

const fetchMock = useFetchMock()

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
})

/** The modal as the list page uses it: open, closable; for an administrator. */
function Host({ patientId }: { patientId: string | null }) {
  const [open, setOpen] = useState(true)
  return (
    <PermissionsProvider permissions={PERMISSIONS.administrative}>
      <PatientModal patientId={patientId} open={open} onOpenChange={setOpen} />
    </PermissionsProvider>
  )
}

const dialog = () => screen.queryByRole('dialog', { name: /Paciente/ })

// The registration drives the whole wizard: generous on a busy machine running everything at once.
describe('PatientModal', { timeout: 20_000 }, () => {
  it('registers a new resident: title, the seven tabs, and record tabs that ask to save first', async () => {
    renderWithProviders(<Host patientId={null} />)
    expect(screen.getByRole('heading', { name: 'Registrar Nuevo Paciente' })).toBeInTheDocument()
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs.slice(0, 7)).toEqual(['Datos', 'Notas TS', 'Notas', 'Vitales', 'Incidentes', 'Kardex', 'Cuidados'])
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Vitales' }))
    expect(screen.getByText(/Registra primero al residente/)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads the resident to edit, then shows the wizard and the record tabs', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, savedResident()))
    renderWithProviders(<Host patientId="r1" />)
    expect(screen.getByRole('heading', { name: 'Editar Paciente' })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Cargando los datos del paciente…' })).toBeInTheDocument()
    expect(await screen.findByDisplayValue('María José Núñez Peña')).toBeInTheDocument()
    expect(fetchMock.mock.calls[0][0]).toBe('/api/patients/r1')
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Kardex' }))
    expect(screen.getByRole('heading', { name: 'Kardex de María José Núñez Peña' })).toBeInTheDocument()
  })

  it('says when the resident cannot be loaded, and retries', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'Paciente no encontrado.', fields: {} }))
    renderWithProviders(<Host patientId="r1" />)
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los datos del paciente. Paciente no encontrado.')
    fetchMock.mockResolvedValueOnce(jsonResponse(200, savedResident()))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByDisplayValue('María José Núñez Peña')).toBeInTheDocument()
  })

  it('closes at once without changes, and asks before discarding typed ones', async () => {
    const user = userEvent.setup()
    const first = renderWithProviders(<Host patientId={null} />)
    await user.click(screen.getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
    first.unmount()

    renderWithProviders(<Host patientId={null} />)
    fireEvent.change(document.querySelector('[name="name"]')!, { target: { value: 'Carmen' } })
    await user.click(screen.getByRole('button', { name: 'Cerrar' }))
    const confirm = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }))
    await waitFor(() => expect(confirm).not.toBeInTheDocument())
    expect(screen.getByDisplayValue('Carmen')).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await user.click(await screen.findByRole('button', { name: 'Descartar' }))
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
  })

  it('after registering, stays open in edit mode for the new resident, shown at once', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, savedResident({ _id: 'nuevo' })))
    const user = userEvent.setup()
    renderWithProviders(<Host patientId={null} />)
    await fillUpToReview(user)
    fill({ receivingEmployee: 'Carmen Ruiz' })
    await user.click(screen.getByRole('button', { name: 'Registrar' }))

    expect(await screen.findByRole('heading', { name: 'Editar Paciente' })).toBeInTheDocument()
    expect(tab('Personal')).toHaveAttribute('aria-selected', 'true')
    expect(field('name').value).toBe('María José Núñez Peña')
    expect(screen.queryByRole('status', { name: 'Cargando los datos del paciente…' })).not.toBeInTheDocument()
    await user.click(tab('Notas'))
    expect(screen.getByRole('heading', { name: /^Notas generales de/ })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
  })
})
