import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ReturnDialog } from '@/features/hospital/components/return-dialog'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

const early = 'La vuelta no puede ser anterior a la salida al hospital (20/11/2026 09:40).'

/** The server refuses a return before 20/11/2026 09:40 (Madrid) and takes any later one. */
function serve() {
  const sent: unknown[] = []
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === '/api/patients/r1/hospital/return' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { at: string }
      sent.push(body)
      return body.at < '2026-11-20T09:40' ? jsonResponse(422, { message: early, fields: { at: early } }) : new Response(null, { status: 204 })
    }
    return jsonResponse(404, { message: 'No encontrado.' })
  })
  return sent
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'enfermera' }, 'tok')
})

describe('ReturnDialog', () => {
  it('asks for when, shows the server\'s refusal under the field, and sends the return', async () => {
    const sent = serve()
    const onClose = vi.fn()
    renderInRouter(<ReturnDialog resident={{ id: 'r1', name: 'María José Núñez' }} open onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: 'Registrar vuelta del hospital' })
    const at = within(dialog).getByLabelText('Fecha y hora de la vuelta')
    const submit = within(dialog).getByRole('button', { name: 'Registrar vuelta' })
    const user = userEvent.setup()

    fireEvent.change(at, { target: { value: '' } })
    await user.click(submit)
    expect(await within(dialog).findByText('Indica la fecha y la hora de la vuelta.')).toBeInTheDocument()

    fireEvent.change(at, { target: { value: '2026-11-20T08:00' } })
    await user.click(submit)
    expect(await within(dialog).findAllByText(early)).not.toHaveLength(0)
    expect(at).toHaveAttribute('aria-invalid', 'true')
    expect(onClose).not.toHaveBeenCalled()

    fireEvent.change(at, { target: { value: '2026-11-21T12:15' } })
    await user.click(submit)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(await screen.findByText('Vuelta del hospital registrada')).toBeInTheDocument()
    expect(sent).toEqual([{ at: '2026-11-20T08:00' }, { at: '2026-11-21T12:15' }])
  })
})
