import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { patientKeys } from '@/features/patients/api'
import { PatientModal } from '@/features/patients/components/patient-modal'
import type { Resident } from '@/features/patients/schemas'
import { PermissionsProvider } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { PERMISSIONS } from '@/test/permissions'
import { renderWithProviders } from '@/test/render'
import { savedResident } from '@/test/resident-fixtures'
import { fill, fillUpToReview } from '@/test/resident-wizard-driver'

const fetchMock = useFetchMock()

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
})

/** The modal as the list page uses it: open, closable; for an administrator. */
function Host({ onRegistered }: { onRegistered: (resident: Resident) => void }) {
  const [open, setOpen] = useState(true)
  return (
    <PermissionsProvider permissions={PERMISSIONS.administrative}>
      <PatientModal open={open} onOpenChange={setOpen} onRegistered={onRegistered} receivingEmployee="Lucía Martín" />
    </PermissionsProvider>
  )
}

const dialog = () => screen.queryByRole('dialog', { name: 'Registrar Nuevo Paciente' })

/** The server: no room taken; a registration answers the saved resident. */
function serve(saved: Resident) {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === '/api/patients/rooms') return jsonResponse(200, { occupied: [], free: [] })
    if (init?.method === 'POST') return jsonResponse(201, saved)
    return jsonResponse(404, { message: 'No encontrado.', fields: {} })
  })
}

// The registration drives the whole wizard: generous on a busy machine running everything at once.
describe('PatientModal', { timeout: 20_000 }, () => {
  it('registers a new resident with the five steps of the wizard, and no record tabs', () => {
    serve(savedResident())
    renderWithProviders(<Host onRegistered={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'Registrar Nuevo Paciente' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '1Personal',
      '2Contacto',
      '3Médico',
      '4Evaluación',
      '5Revisión',
    ])
  })

  it('closes at once without changes, and asks before discarding typed ones', async () => {
    serve(savedResident())
    const user = userEvent.setup()
    const first = renderWithProviders(<Host onRegistered={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
    first.unmount()

    renderWithProviders(<Host onRegistered={vi.fn()} />)
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

  it('after registering, closes and hands over the new resident, already cached for their page', async () => {
    const saved = savedResident({ _id: 'nuevo' })
    serve(saved)
    const onRegistered = vi.fn()
    const user = userEvent.setup()
    const { queryClient } = renderWithProviders(<Host onRegistered={onRegistered} />)
    await fillUpToReview(user)
    fill({ receivingEmployee: 'Carmen Ruiz' })
    await user.click(screen.getByRole('button', { name: 'Registrar' }))

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(saved))
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(queryClient.getQueryData(patientKeys.detail('nuevo'))).toEqual(saved)
  })
})
