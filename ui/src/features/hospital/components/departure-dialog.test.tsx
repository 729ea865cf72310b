import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localDateTime } from '@/features/falls/form-schema'
import { DepartureDialog } from '@/features/hospital/components/departure-dialog'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

/** The server answers every departure with `answer`; the bodies sent are kept. */
function serve(answer: () => Response) {
  const sent: unknown[] = []
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === '/api/patients/r1/hospital' && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)))
      return answer()
    }
    return jsonResponse(404, { message: 'No encontrado.' })
  })
  return sent
}

async function renderDialog() {
  const onClose = vi.fn()
  renderInRouter(<DepartureDialog resident={{ id: 'r1', name: 'María José Núñez' }} open onClose={onClose} />)
  const dialog = await screen.findByRole('dialog', { name: 'Registrar salida al hospital' })
  return {
    onClose,
    dialog,
    at: within(dialog).getByLabelText('Fecha y hora de la salida'),
    reason: within(dialog).getByLabelText('Motivo'),
    submit: within(dialog).getByRole('button', { name: 'Registrar salida' }),
  }
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'enfermera' }, 'tok')
})

describe('DepartureDialog', () => {
  it('starts at now and asks for when and why before sending anything', async () => {
    const sent = serve(() => jsonResponse(201, {}))
    const before = localDateTime(new Date())
    const { dialog, at, reason, submit } = await renderDialog()
    expect(at).toHaveAttribute('type', 'datetime-local')
    expect([before, localDateTime(new Date())]).toContain((at as HTMLInputElement).value)

    const user = userEvent.setup()
    fireEvent.change(at, { target: { value: '' } })
    await user.click(submit)
    expect(await within(dialog).findByText('Indica la fecha y la hora de la salida.')).toBeInTheDocument()
    expect(within(dialog).getByText('Indica el motivo del traslado.')).toBeInTheDocument()

    fireEvent.change(reason, { target: { value: 'x'.repeat(201) } })
    expect(await within(dialog).findByText('Es demasiado largo (máximo 200 caracteres).')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('shows the server\'s field messages under their fields, and a conflict in the dialog', async () => {
    let answer = jsonResponse(422, {
      message: 'Revisa los campos marcados.',
      fields: { at: 'Solo se pueden registrar hechos de las últimas 72 horas.', reason: 'Es demasiado largo (máximo 200 caracteres).' },
    })
    const sent = serve(() => answer)
    const { onClose, dialog, at, reason, submit } = await renderDialog()
    const user = userEvent.setup()
    fireEvent.change(at, { target: { value: '2026-11-01T10:00' } })
    await user.type(reason, 'Disnea')
    await user.click(submit)
    expect(await within(dialog).findByText('Solo se pueden registrar hechos de las últimas 72 horas.')).toBeInTheDocument()
    expect(within(dialog).getByText('Es demasiado largo (máximo 200 caracteres).')).toBeInTheDocument()
    expect(sent).toEqual([{ at: '2026-11-01T10:00', reason: 'Disnea' }])

    answer = jsonResponse(409, { message: 'El residente ya está en el hospital.' })
    await user.click(submit)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El residente ya está en el hospital.')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('asks before discarding what was typed', async () => {
    serve(() => jsonResponse(201, {}))
    const { onClose, reason } = await renderDialog()
    const user = userEvent.setup()
    await user.type(reason, 'Caída')
    await user.keyboard('{Escape}')
    const ask = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    expect(onClose).not.toHaveBeenCalled()
    await user.click(within(ask).getByRole('button', { name: 'Descartar' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })
})
