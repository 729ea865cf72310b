import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { authKeys } from '@/features/auth/api'
import { SetupForm } from '@/features/auth/components/setup-form'
import { getToken, USER_KEY } from '@/lib/session'
import { renderWithProviders } from '@/test/render'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'

const storedUser = () => JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')

const fetchMock = useFetchMock()

const labels = {
  name: 'Nombre completo',
  username: 'Nombre de usuario',
  email: 'Correo electrónico (opcional)',
  password: 'Contraseña',
  confirmPassword: 'Repite la contraseña',
}

type Values = Partial<Record<keyof typeof labels, string>>

const complete = { name: 'Lucía Pérez', username: 'lucia', email: 'lucia@residencia.es', password: 'secreto1', confirmPassword: 'secreto1' }

async function fillAndSubmit(values: Values) {
  const user = userEvent.setup()
  for (const [field, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(labels[field as keyof typeof labels]), value)
  }
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }))
}

function renderForm() {
  const onSignedUp = vi.fn()
  const onSetupTaken = vi.fn()
  const rendered = renderWithProviders(<SetupForm onSignedUp={onSignedUp} onSetupTaken={onSetupTaken} />)
  return { ...rendered, onSignedUp, onSetupTaken }
}

describe('SetupForm', () => {
  it('renders the fields with the names the server expects', () => {
    renderForm()
    for (const [name, label] of Object.entries(labels)) expect(screen.getByLabelText(label)).toHaveAttribute('name', name)
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password')
    expect(screen.getByLabelText('Repite la contraseña')).toHaveAttribute('type', 'password')
  })

  it('shows the Spanish messages on an empty submit and sends nothing', async () => {
    renderForm()
    await fillAndSubmit({})

    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument()
    expect(screen.getByText('El nombre de usuario es obligatorio.')).toBeInTheDocument()
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument()
    expect(screen.getByLabelText('Nombre completo')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Correo electrónico (opcional)')).toHaveAttribute('aria-invalid', 'false')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('explains a bad username, a bad e-mail, a short password and a mismatch', async () => {
    renderForm()
    await fillAndSubmit({ name: 'Lucía', username: 'lucía pérez', email: 'lucia@', password: '123', confirmPassword: '124' })

    expect(await screen.findByText('El nombre de usuario no puede contener espacios ni @.')).toBeInTheDocument()
    expect(screen.getByText('Correo inválido.')).toBeInTheDocument()
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeInTheDocument()
    expect(screen.getByText('Las contraseñas deben coincidir.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('creates the account and stores the session as a sign-in does', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        _id: 'u1', username: 'lucia', name: 'Lucía Pérez', email: 'lucia@residencia.es', phone: '', specialty: '',
        area: '', licenseNumber: '', roles: [{ name: 'administrative' }], active: true, token: 'tok',
      }),
    )
    const { auth, onSignedUp, onSetupTaken } = renderForm()
    await fillAndSubmit(complete)

    await waitFor(() => expect(onSignedUp).toHaveBeenCalledOnce())
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/auth/signup')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual(complete)
    expect(getToken()).toBe('tok')
    expect(storedUser()).toMatchObject({ _id: 'u1', username: 'lucia', roles: [{ name: 'administrative' }] })
    expect(storedUser()).not.toHaveProperty('token')
    expect(auth.getState()).toMatchObject({ status: 'authenticated', user: { name: 'Lucía Pérez' } })
    expect(onSetupTaken).not.toHaveBeenCalled()
  })

  it('puts the server field errors (422, 409) on the fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { message: 'Ese nombre de usuario ya está en uso.', fields: { username: 'Ese nombre de usuario ya está en uso.' } }),
    )
    const { onSignedUp, onSetupTaken } = renderForm()
    await fillAndSubmit(complete)

    expect(await screen.findByRole('alert')).toHaveTextContent('Ese nombre de usuario ya está en uso.')
    expect(screen.getByLabelText('Nombre de usuario')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Nombre de usuario')).toHaveFocus()
    expect(onSignedUp).not.toHaveBeenCalled()
    expect(onSetupTaken).not.toHaveBeenCalled()
    expect(getToken()).toBeNull()
  })

  for (const status of [403, 401]) {
    it(`hands over to the sign-in form when setup was already finished (${status})`, async () => {
      const message = status === 403 ? 'No tienes permiso para realizar esta acción.' : 'Tu sesión ha caducado. Inicia sesión de nuevo.'
      fetchMock.mockResolvedValue(jsonResponse(status, { message, fields: {} }))
      const { auth, queryClient, onSignedUp, onSetupTaken } = renderForm()
      queryClient.setQueryData(authKeys.setup(), { needed: true })
      await fillAndSubmit(complete)

      await waitFor(() => expect(onSetupTaken).toHaveBeenCalledOnce())
      expect(queryClient.getQueryState(authKeys.setup())?.isInvalidated).toBe(true)
      expect(await screen.findByRole('alert')).toHaveTextContent('Otra persona acaba de crear la primera cuenta')
      expect(onSignedUp).not.toHaveBeenCalled()
      expect(auth.getState().status).toBe('unauthenticated')
    })
  }

  it('shows "Creando cuenta…" and disables the button while submitting', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    renderForm()
    await fillAndSubmit(complete)

    expect(await screen.findByRole('button', { name: 'Creando cuenta…' })).toBeDisabled()
    answer(jsonResponse(500, { message: 'Ha ocurrido un error inesperado.', fields: {} }))
    expect(await screen.findByRole('button', { name: 'Crear cuenta' })).toBeEnabled()
  })
})
