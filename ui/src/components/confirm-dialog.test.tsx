import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'

function renderDialog(onConfirm: () => unknown) {
  render(
    <ConfirmDialog
      title="¿Eliminar área?"
      description="Esta acción no se puede deshacer."
      confirmLabel="Eliminar"
      destructive
      onConfirm={onConfirm}
      trigger={<Button>Borrar</Button>}
    />,
  )
}

describe('ConfirmDialog', () => {
  it('asks before acting and does nothing on Cancelar', async () => {
    const onConfirm = vi.fn()
    renderDialog(onConfirm)
    await userEvent.click(screen.getByRole('button', { name: 'Borrar' }))
    expect(screen.getByRole('alertdialog', { name: '¿Eliminar área?' })).toHaveTextContent('Esta acción no se puede deshacer.')
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('waits for the action, then closes', async () => {
    let finish: () => void = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderDialog(onConfirm)
    await userEvent.click(screen.getByRole('button', { name: 'Borrar' }))
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }))

    expect(onConfirm).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Procesando…' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    finish()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('stays open when the action fails', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('No se pudo eliminar.'))
    renderDialog(onConfirm)
    await userEvent.click(screen.getByRole('button', { name: 'Borrar' }))
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeEnabled()
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })
})
