import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FormDialog } from '@/components/form-dialog'
import { Button } from '@/components/ui/button'
import { IdleLock, LOCKED_KEY } from '@/features/idle-lock/components/idle-lock'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()
const MINUTE = 60_000
const WRONG = 'La contraseña no es correcta.'

/** The server: public settings with `minutes`, and /auth/unlock answering `unlock` (204 by default). */
function serve(minutes: number, unlock: () => Response = () => new Response(null, { status: 204 })) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input)
    if (url === '/api/settings/public') return jsonResponse(200, { homeName: 'Residencia Amparo', idleLockMinutes: minutes })
    if (url === '/api/auth/unlock') return unlock()
    return jsonResponse(404, { message: 'No se encontró lo que buscas.' })
  })
}

function unlockCalls() {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/unlock')
}

/** A staff page with a note being written in a dialog, as the app has them. */
function Page() {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <label>
        Buscar
        <input />
      </label>
      <Button onClick={() => setOpen(true)}>Nueva nota</Button>
      <FormDialog open={open} onOpenChange={setOpen} title="Nueva Nota" description="Lo que ha pasado en el turno.">
        <label>
          Observación
          <textarea />
        </label>
      </FormDialog>
    </main>
  )
}

function renderLock(props: { onSignOut?: () => void; userId?: string } = {}) {
  const onSignOut = props.onSignOut ?? vi.fn()
  renderWithProviders(
    <IdleLock userId={props.userId ?? 'u1'} name="Carmen Ruiz" onSignOut={onSignOut}>
      <Page />
    </IdleLock>,
  )
  return { onSignOut }
}

const lockScreen = () => screen.queryByRole('dialog', { name: 'Sesión bloqueada' })

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'carmen' }, 'the-token')
  sessionStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
  sessionStorage.clear()
})

describe('IdleLock', () => {
  it('locks after the server’s minutes without input, hides the page and keeps the note; the password opens it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    serve(10)
    renderLock()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/settings/public', expect.anything()))
    await user.click(screen.getByRole('button', { name: 'Nueva nota' }))
    const note = within(screen.getByRole('dialog', { name: 'Nueva Nota' })).getByLabelText('Observación')
    await user.type(note, 'Cena sin incidencias')

    act(() => vi.advanceTimersByTime(10 * MINUTE - 1000))
    expect(lockScreen()).toBeNull()
    act(() => vi.advanceTimersByTime(1000))
    const lock = await screen.findByRole('dialog', { name: 'Sesión bloqueada' })
    expect(lock).toHaveAttribute('aria-modal', 'true')
    expect(within(lock).getByText('Carmen Ruiz')).toBeInTheDocument()
    const password = within(lock).getByLabelText('Contraseña')
    await waitFor(() => expect(password).toHaveFocus())
    expect(sessionStorage.getItem(LOCKED_KEY)).toBe('u1')

    // The page and its dialog are still there, but out of reach: inert and hidden from assistive technology.
    expect(note).toBeInTheDocument()
    expect(screen.getByText('Buscar').closest('[inert]')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('textbox', { name: 'Observación' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Nueva nota' })).toBeNull()
    // Escape does not close the note underneath (nor the lock).
    await user.keyboard('{Escape}')
    expect(lockScreen()).toBeInTheDocument()

    await user.type(password, 'secreta1{Enter}')
    await waitFor(() => expect(lockScreen()).toBeNull())
    const [, init] = unlockCalls()[0]
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer the-token')
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'secreta1' })
    expect(screen.getByRole('textbox', { name: 'Observación' })).toHaveValue('Cena sin incidencias')
    // Focus goes back to where the user was writing.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Observación' })).toHaveFocus())
    expect(screen.getByText('Buscar').closest('[inert]')).toBeNull()
    expect(sessionStorage.getItem(LOCKED_KEY)).toBeNull()

    // It counts again from the unlock.
    act(() => vi.advanceTimersByTime(10 * MINUTE))
    expect(await screen.findByRole('dialog', { name: 'Sesión bloqueada' })).toBeInTheDocument()
  })

  it('never locks when the server says 0 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(0)
    renderLock()
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    act(() => vi.advanceTimersByTime(24 * 60 * MINUTE))
    expect(lockScreen()).toBeNull()
  })

  it('stays locked across a reload of the tab, for that user only', async () => {
    serve(10)
    sessionStorage.setItem(LOCKED_KEY, 'u1')
    renderLock()
    expect(lockScreen()).toBeInTheDocument()
  })

  it('does not lock someone else’s session with the flag another left', () => {
    serve(10)
    sessionStorage.setItem(LOCKED_KEY, 'u2')
    renderLock()
    expect(lockScreen()).toBeNull()
  })
})

describe('LockScreen', () => {
  beforeEach(() => {
    sessionStorage.setItem(LOCKED_KEY, 'u1')
  })

  it('asks for the password before calling the server', async () => {
    serve(10)
    renderLock()
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }))
    expect(await screen.findByText('La contraseña es obligatoria.')).toBeInTheDocument()
    expect(unlockCalls()).toHaveLength(0)
  })

  it('shows the server’s message under the field on a wrong password, and stays locked', async () => {
    serve(10, () => jsonResponse(401, { message: WRONG, fields: { password: WRONG } }))
    const { onSignOut } = renderLock()
    const password = screen.getByLabelText('Contraseña')
    await userEvent.type(password, 'adivina1{Enter}')
    expect(await screen.findByText(WRONG)).toBeInTheDocument()
    expect(password).toHaveValue('')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveFocus()
    expect(lockScreen()).toBeInTheDocument()
    expect(onSignOut).not.toHaveBeenCalled()
    // The stored session is untouched: a wrong password is not an expired session.
    expect(localStorage.getItem('token')).toBe('the-token')
  })

  it('shows the wait the server asks for after too many tries', async () => {
    const wait = 'Demasiados intentos de inicio de sesión. Espera 15 minutos antes de volver a intentarlo.'
    serve(10, () => jsonResponse(429, { message: wait, fields: {} }))
    renderLock()
    await userEvent.type(screen.getByLabelText('Contraseña'), 'adivina6{Enter}')
    expect(await screen.findByText(wait)).toBeInTheDocument()
    expect(lockScreen()).toBeInTheDocument()
  })

  it('shows and hides the typed password', async () => {
    serve(10)
    renderLock()
    const password = screen.getByLabelText('Contraseña')
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }))
    expect(password).toHaveAttribute('type', 'text')
  })

  it('"Cerrar sesión" signs out', async () => {
    serve(10)
    const { onSignOut } = renderLock()
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    expect(onSignOut).toHaveBeenCalledTimes(1)
    expect(unlockCalls()).toHaveLength(0)
  })

  it('signs out when the session turns out to have ended', async () => {
    serve(10, () => jsonResponse(401, { message: 'Tu sesión ha caducado. Inicia sesión de nuevo.', fields: {} }))
    const { onSignOut } = renderLock()
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta1{Enter}')
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1))
  })
})
