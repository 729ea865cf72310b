import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { getToken, USER_KEY } from '@/lib/session'
import { renderWithProviders } from '@/test/render'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'

const storedUser = () => JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')

const fetchMock = useFetchMock()

function fillAndSubmit(identifier: string, password: string) {
  const user = userEvent.setup()
  return (async () => {
    if (identifier) await user.type(screen.getByLabelText('Correo electrónico o usuario'), identifier)
    if (password) await user.type(screen.getByLabelText('Contraseña'), password)
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }))
    return user
  })()
}

describe('SignInForm', () => {
  it('renders the fields with their names', () => {
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />)
    expect(screen.getByLabelText('Correo electrónico o usuario')).toHaveAttribute('name', 'identifier')
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('name', 'password')
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).toHaveAttribute('name', 'rememberMe')
  })

  it('shows the Spanish messages on an empty submit and sends nothing', async () => {
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />)
    await fillAndSubmit('', '')

    expect(await screen.findByText('El correo electrónico o usuario es obligatorio.')).toBeInTheDocument()
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument()
    expect(screen.getByLabelText('Correo electrónico o usuario')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks for 6 characters of password', async () => {
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />)
    await fillAndSubmit('admin', '123')
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('toggles the password visibility', async () => {
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }))
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }))
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password')
  })

  it('shows the server message in an alert and stays signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Usuario o contraseña incorrectos.', fields: {} }))
    const onSignedIn = vi.fn()
    const { auth } = renderWithProviders(<SignInForm onSignedIn={onSignedIn} />)
    await fillAndSubmit('admin', 'equivocada')

    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.')
    expect(onSignedIn).not.toHaveBeenCalled()
    expect(auth.getState().status).toBe('unauthenticated')
    expect(getToken()).toBeNull()
  })

  it('signs in: stores user and token, updates the session and continues', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { _id: 'u1', username: 'admin', name: 'Lucía', roles: [{ name: 'administrative' }], token: 'tok' }),
    )
    const onSignedIn = vi.fn()
    const { auth } = renderWithProviders(<SignInForm onSignedIn={onSignedIn} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('checkbox', { name: 'Recordarme' }))
    await fillAndSubmit('admin', 'secreto1')

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/auth/signin')
    expect(JSON.parse(String(init?.body))).toEqual({ identifier: 'admin', password: 'secreto1', rememberMe: true })
    expect(getToken()).toBe('tok')
    expect(storedUser()).toMatchObject({ _id: 'u1', username: 'admin' })
    expect(storedUser()).not.toHaveProperty('token')
    expect(auth.getState()).toMatchObject({ status: 'authenticated', user: { name: 'Lucía' } })
  })

  it('a sign-in that succeeds takes away the error toast of the attempt that failed before it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Usuario o contraseña incorrectos.', fields: {} }))
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { _id: 'u1', username: 'admin', name: 'Lucía', roles: [{ name: 'administrative' }], token: 'tok' }),
    )
    const onSignedIn = vi.fn()
    renderWithProviders(
      <>
        <SignInForm onSignedIn={onSignedIn} />
        <Toaster />
      </>,
    )
    const toasts = () => Array.from(document.querySelectorAll('[data-sonner-toast]'), (toast) => toast.textContent)
    // Toasts of the tests before this one are still in sonner's memory.
    act(() => void toast.dismiss())
    await waitFor(() => expect(toasts()).toEqual([]))
    const user = await fillAndSubmit('admin', 'equivocada')
    await waitFor(() => expect(toasts()).toEqual([expect.stringContaining('Usuario o contraseña incorrectos.')]))

    await user.clear(screen.getByLabelText('Contraseña'))
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1')
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    await waitFor(() => expect(toasts()).toEqual([expect.not.stringContaining('incorrectos')]))
    expect(toasts()).toHaveLength(1)
  })

  it('shows "Iniciando..." and disables the button while submitting', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />)
    await fillAndSubmit('admin', 'secreto1')

    expect(await screen.findByRole('button', { name: 'Iniciando...' })).toBeDisabled()
    answer(jsonResponse(401, { message: 'Usuario o contraseña incorrectos.', fields: {} }))
    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled()
  })
})
