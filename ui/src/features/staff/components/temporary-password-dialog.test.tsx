import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TemporaryPasswordDialog } from '@/features/staff/components/temporary-password-dialog'

afterEach(() => {
  vi.unstubAllGlobals()
})

function show() {
  const onDone = vi.fn()
  render(<TemporaryPasswordDialog name="Tomás Íñiguez" password="k7PzQm3xWd" onDone={onDone} />)
  return { onDone, dialog: screen.getByRole('dialog', { name: 'Contraseña temporal' }) }
}

describe('TemporaryPasswordDialog', () => {
  it('shows the password for whom it is, and that it will not be shown again', async () => {
    const { onDone, dialog } = show()
    expect(dialog).toHaveTextContent('Comunica esta contraseña a Tomás Íñiguez. No se volverá a mostrar.')
    expect(screen.getByRole('textbox', { name: 'Contraseña temporal' })).toHaveValue('k7PzQm3xWd')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hecho' }))
    expect(onDone).toHaveBeenCalled()
  })

  it('copies with the Clipboard API on a secure page', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('isSecureContext', true)
    const user = userEvent.setup()
    // userEvent installs its own clipboard; ours replaces it to see what was written.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    show()
    await user.click(screen.getByRole('button', { name: 'Copiar' }))
    expect(writeText).toHaveBeenCalledWith('k7PzQm3xWd')
    expect(await screen.findByRole('button', { name: 'Copiada' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Contraseña copiada al portapapeles.')
  })

  it('copies the selection on a plain-HTTP page, and says so when even that fails', async () => {
    vi.stubGlobal('isSecureContext', false)
    const execCommand = vi.fn().mockReturnValueOnce(true).mockReturnValueOnce(false)
    document.execCommand = execCommand
    const user = userEvent.setup()
    show()
    await user.click(screen.getByRole('button', { name: 'Copiar' }))
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(await screen.findByRole('button', { name: 'Copiada' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Copiada' }))
    expect(await screen.findByRole('status')).toHaveTextContent('No se pudo copiar: selecciónala y cópiala a mano.')
  })
})
