import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AreaFormDialog } from '@/features/patients/components/areas/area-form-dialog'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
})

const area = { _id: 'a1', name: 'Planta baja', description: 'Junto al jardín', patientCount: 3 }

describe('AreaFormDialog', () => {
  it('keeps Guardar disabled while the name is blank and says the name is required', async () => {
    renderWithProviders(<AreaFormDialog open onOpenChange={vi.fn()} area={null} />)
    expect(screen.getByRole('heading', { name: 'Nueva Área / Sala' })).toBeInTheDocument()
    const save = screen.getByRole('button', { name: 'Guardar' })
    expect(save).toBeDisabled()

    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Nombre'), '   ')
    await user.tab()
    expect(save).toBeDisabled()
    expect(await screen.findByText('El nombre del área es obligatorio.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('creates the area with POST /areas, trimmed, and closes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { _id: 'a2', name: 'Ala norte', description: '', patientCount: 0 }))
    const onOpenChange = vi.fn()
    renderWithProviders(<AreaFormDialog open onOpenChange={onOpenChange} area={null} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Nombre'), '  Ala norte ')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/areas')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Ala norte', description: '' })
  })

  it('edits an area: "Editar Área", prefilled, PUT /areas/{id}', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...area, name: 'Planta 0' }))
    const onOpenChange = vi.fn()
    renderWithProviders(<AreaFormDialog open onOpenChange={onOpenChange} area={area} />)
    expect(screen.getByRole('heading', { name: 'Editar Área' })).toBeInTheDocument()
    expect(screen.getByLabelText('Descripción (opcional)')).toHaveValue('Junto al jardín')
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText('Nombre'))
    await user.type(screen.getByLabelText('Nombre'), 'Planta 0')
    await user.click(screen.getByRole('button', { name: 'Actualizar' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/areas/a1')
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Planta 0', description: 'Junto al jardín' })
  })

  it('shows the server refusal on the field and in the banner, and stays open', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        message: 'Ya existe un área con ese nombre.',
        fields: { name: 'Ya existe un área con ese nombre.' },
      }),
    )
    const onOpenChange = vi.fn()
    renderWithProviders(<AreaFormDialog open onOpenChange={onOpenChange} area={null} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Nombre'), 'Planta baja')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un área con ese nombre.')
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true')
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
