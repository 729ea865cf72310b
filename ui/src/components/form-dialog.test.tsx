import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { useSchemaForm } from '@/lib/use-form-submit'
import { renderWithProviders } from '@/test/render'

const schema = z.object({ text: z.string().trim().min(1, 'Escribe algo.') })

/** A note form as the app builds them (useSchemaForm), saving at once. */
function NoteForm({ onSaved }: { onSaved: () => void }) {
  const { form, submit } = useSchemaForm(schema, { text: '' }, ['text'])
  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(async () => {
          if (await submit(async () => null, null)) onSaved()
        })}
      >
        <TextFormField control={form.control} name="text" label="Nota" rows={3} />
        <FormFooter label="Guardar" submitting={form.formState.isSubmitting} />
      </form>
    </Form>
  )
}

function Page({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Nueva nota</Button>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) onClosed()
        }}
        title="Nueva nota"
        description="Escribe la nota."
      >
        <NoteForm onSaved={() => setOpen(false)} />
      </FormDialog>
    </>
  )
}

async function openForm() {
  const onClosed = vi.fn()
  const user = userEvent.setup()
  renderWithProviders(<Page onClosed={onClosed} />)
  await user.click(screen.getByRole('button', { name: 'Nueva nota' }))
  const dialog = await screen.findByRole('dialog', { name: 'Nueva nota' })
  return { user, dialog, onClosed }
}

describe('FormDialog', () => {
  it('closes at once on Escape while nothing was typed', async () => {
    const { user, onClosed } = await openForm()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(onClosed).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('asks "¿Descartar los cambios?" on Escape with typed text, and keeps the text on "Seguir editando"', async () => {
    const { user, dialog, onClosed } = await openForm()
    await user.type(within(dialog).getByLabelText('Nota'), 'Ha dormido bien.')
    await user.keyboard('{Escape}')
    const ask = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await user.click(within(ask).getByRole('button', { name: 'Seguir editando' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByRole('dialog', { name: 'Nueva nota' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Nota')).toHaveValue('Ha dormido bien.')
    expect(onClosed).not.toHaveBeenCalled()
  })

  it('asks on Cancelar and on the close button too, and Descartar closes', async () => {
    const { user, dialog, onClosed } = await openForm()
    await user.type(within(dialog).getByLabelText('Nota'), 'Algo')
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Seguir editando' }))
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    const ask = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await user.click(within(ask).getByRole('button', { name: 'Descartar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(onClosed).toHaveBeenCalledOnce()

    // Opened again, the form starts empty and closes without asking.
    await user.click(screen.getByRole('button', { name: 'Nueva nota' }))
    const again = await screen.findByRole('dialog', { name: 'Nueva nota' })
    expect(within(again).getByLabelText('Nota')).toHaveValue('')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('asks on a click outside the dialog', async () => {
    const { user, dialog } = await openForm()
    await user.type(within(dialog).getByLabelText('Nota'), 'Algo')
    const overlay = document.querySelector('[data-slot="dialog-overlay"]')!
    await user.pointer({ keys: '[MouseLeft]', target: overlay })
    expect(await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })).toBeInTheDocument()
  })

  it('closes without asking once the form is saved', async () => {
    const { user, dialog } = await openForm()
    await user.type(within(dialog).getByLabelText('Nota'), 'Guardada')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})
