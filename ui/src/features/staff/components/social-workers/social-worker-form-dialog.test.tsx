import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { SocialWorkerFormDialog } from '@/features/staff/components/social-workers/social-worker-form-dialog'
import type { SocialWorker } from '@/features/staff/schemas'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

const marta: SocialWorker = {
  _id: 'w1',
  name: 'Marta Gil Navarro',
  area: 'Unidad de memoria',
  email: 'marta.gil@residencia.es',
  username: 'marta.gil',
  phone: '+34 647 287 379',
  licenseNumber: 'TS-3390',
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
})

function open(worker: SocialWorker | null, onSaved = vi.fn()) {
  renderWithProviders(
    <>
      <SocialWorkerFormDialog open onOpenChange={vi.fn()} worker={worker} onSaved={onSaved} />
      <Toaster />
    </>,
  )
  return { dialog: screen.getByRole('dialog'), onSaved, user: userEvent.setup() }
}

const body = () => JSON.parse(String(fetchMock.mock.calls[0][1]?.body))

describe('SocialWorkerFormDialog', () => {
  it('asks for everything, the password included, when creating', async () => {
    const { dialog, user } = open(null)
    expect(within(dialog).getByRole('heading', { name: 'Nueva Trabajadora Social' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    for (const message of [
      'El nombre completo es requerido.',
      'El área es requerida.',
      'El número de licencia es requerido.',
      'El nombre de usuario es requerido.',
      'El teléfono es requerido.',
      'La contraseña es requerida.',
      'La confirmación de contraseña es requerida.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument()
    }
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('creates with POST /socialworker/create-new-socialworker and "Trabajadora Social Creada"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ...marta, _id: 'w9' }))
    const { dialog, user, onSaved } = open(null)
    await user.type(within(dialog).getByLabelText('Nombre completo'), 'Marta Gil Navarro')
    await user.type(within(dialog).getByLabelText('Área'), 'Unidad de memoria')
    await user.type(within(dialog).getByLabelText('Número de licencia'), 'TS-3390')
    await user.type(within(dialog).getByLabelText(/Correo electrónico/), 'marta.gil@residencia.es')
    await user.type(within(dialog).getByLabelText('Teléfono'), '+34 647 287 379')
    await user.type(within(dialog).getByLabelText('Nombre de usuario'), 'marta.gil')
    await user.type(within(dialog).getByLabelText('Contraseña'), 'personal2026')
    await user.type(within(dialog).getByLabelText('Confirmar contraseña'), 'personal2026')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: 'w9' })))
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/socialworker/create-new-socialworker')
    const { _id, ...fields } = marta
    expect(_id).toBe('w1')
    expect(body()).toEqual({ ...fields, password: 'personal2026', confirmPassword: 'personal2026' })
    expect(await screen.findByText('Trabajadora Social Creada')).toBeInTheDocument()
  })

  it('edits without password fields: PUT /socialworker/{id} and "Trabajadora Social Actualizada"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...marta, area: 'Planta 1' }))
    const { dialog, user, onSaved } = open(marta)
    expect(within(dialog).getByRole('heading', { name: 'Editar Trabajadora Social' })).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Contraseña')).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Confirmar contraseña')).not.toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Área'))
    await user.type(within(dialog).getByLabelText('Área'), 'Planta 1')
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/socialworker/w1')
    expect(init?.method).toBe('PUT')
    const { _id, ...fields } = marta
    expect(_id).toBe('w1')
    expect(body()).toEqual({ ...fields, area: 'Planta 1' })
    expect(await screen.findByText('Trabajadora Social Actualizada')).toBeInTheDocument()
  })
})
