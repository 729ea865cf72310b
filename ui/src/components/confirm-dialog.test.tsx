import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'

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

/** A confirmation with an optional reason, as a record's delete asks it. */
function WithReason({ onConfirm }: { onConfirm: () => unknown }) {
  const [reason, setReason] = useState('')
  return (
    <ConfirmDialog
      title="¿Eliminar la nota?"
      confirmLabel="Eliminar"
      destructive
      dirty={reason.trim() !== ''}
      onConfirm={onConfirm}
      trigger={<Button>Borrar</Button>}
    >
      <Textarea aria-label="Motivo" value={reason} onChange={(event) => setReason(event.target.value)} />
    </ConfirmDialog>
  )
}

describe('ConfirmDialog holding typed text', () => {
  it('asks ¿Descartar los cambios? before closing; Seguir editando keeps the text, Descartar closes', async () => {
    const user = userEvent.setup()
    render(<WithReason onConfirm={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Borrar' }))
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Registrada en otro residente')
    await user.keyboard('{Escape}')
    const ask = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await user.click(within(ask).getByRole('button', { name: 'Seguir editando' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '¿Descartar los cambios?' })).not.toBeInTheDocument())
    expect(screen.getByRole('textbox', { name: 'Motivo' })).toHaveValue('Registrada en otro residente')

    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await user.click(await screen.findByRole('button', { name: 'Descartar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('closes without asking when nothing was typed', async () => {
    const user = userEvent.setup()
    render(<WithReason onConfirm={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Borrar' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })
})
