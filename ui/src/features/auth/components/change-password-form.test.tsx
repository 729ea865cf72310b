import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form'
import { getToken, saveSession } from '@/lib/session'
import { renderWithProviders } from '@/test/render'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'

const fetchMock = useFetchMock()

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'old-token')
})

async function submit(oldPassword: string, newPassword: string, confirmPassword: string) {
  const user = userEvent.setup()
  if (oldPassword) await user.type(screen.getByLabelText('Contraseña actual'), oldPassword)
  if (newPassword) await user.type(screen.getByLabelText('Nueva contraseña'), newPassword)
  if (confirmPassword) await user.type(screen.getByLabelText('Confirmar nueva contraseña'), confirmPassword)
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))
}

describe('ChangePasswordForm', () => {
  it('shows SPEC messages for empty fields', async () => {
    renderWithProviders(<ChangePasswordForm userId="u1" username="admin" />)
    await submit('', '', '')
    expect(await screen.findByText('La contraseña actual es obligatoria.')).toBeInTheDocument()
    expect(screen.getByText('La nueva contraseña es obligatoria.')).toBeInTheDocument()
    expect(screen.getByText('Por favor, confirma tu nueva contraseña.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('requires matching passwords', async () => {
    renderWithProviders(<ChangePasswordForm userId="u1" username="admin" />)
    await submit('antigua1', 'nueva123', 'nueva124')
    expect(await screen.findByText('Las contraseñas deben coincidir.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends {_id, oldPassword, newPassword}, keeps the new token, resets and confirms', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Contraseña cambiada.', token: 'new-token' }))
    renderWithProviders(<ChangePasswordForm userId="u1" username="admin" />)
    await submit('antigua1', 'nueva123', 'nueva123')

    expect(await screen.findByText('¡Contraseña cambiada con éxito!')).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/auth/change-password')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer old-token')
    expect(JSON.parse(String(init?.body))).toEqual({ _id: 'u1', oldPassword: 'antigua1', newPassword: 'nueva123' })
    expect(getToken()).toBe('new-token')
    await waitFor(() => expect(screen.getByLabelText('Contraseña actual')).toHaveValue(''))
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('')
  })

  it('shows "Error: " + message and the server field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        message: 'La contraseña actual no es correcta.',
        fields: { oldPassword: 'La contraseña actual no es correcta.' },
      }),
    )
    renderWithProviders(<ChangePasswordForm userId="u1" username="admin" />)
    await submit('incorrecta', 'nueva123', 'nueva123')

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: La contraseña actual no es correcta.')
    expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true')
    expect(getToken()).toBe('old-token')
  })

  it('leaves an expired session to the central handler (no error banner)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Tu sesión ha caducado. Inicia sesión de nuevo.', fields: {} }))
    renderWithProviders(<ChangePasswordForm userId="u1" username="admin" />)
    await submit('antigua1', 'nueva123', 'nueva123')

    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeEnabled())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(getToken()).toBeNull()
  })
})
