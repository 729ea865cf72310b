import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { BowelButtons } from '@/features/daily-registers/components/bowel-buttons'
import { FluidPresets } from '@/features/daily-registers/components/fluid-presets'
import { PositionButtons } from '@/features/daily-registers/components/position-buttons'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()
const resident = { id: 'r1', name: 'María José Núñez' }
const who = { residentId: 'r1', createdBy: 'u1', createdByName: 'Carmen Ruiz', createdAt: '2026-11-20T09:00:00Z', voided: null }

type Call = { path: string; method: string; body: unknown }

/** Answers every POST as the server would (201 with the entry, 200 to a void) and keeps the calls. */
function serve() {
  const calls: Call[] = []
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
    calls.push({ path: url.pathname, method: init?.method ?? 'GET', body })
    if (url.pathname.endsWith('/void')) return jsonResponse(200, {})
    if (url.pathname === '/api/fluids') return jsonResponse(201, { _id: 'f1', ...who, at: '2026-11-20T09:00:00Z', drink: '', ...body })
    if (url.pathname === '/api/repositioning')
      return jsonResponse(201, { _id: 'c1', ...who, at: '2026-11-20T09:00:00Z', note: '', ...body })
    if (url.pathname === '/api/bowel')
      return jsonResponse(201, { _id: 'b1', ...who, at: '2026-11-20T09:00:00Z', note: '', careRecordId: null, ...body })
    return jsonResponse(404, { message: 'No encontrado.' })
  })
  return calls
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'enfermera' }, 'tok')
})

describe('the one-tap entries', () => {
  it('records a glass of 200 ml with one tap, and «Deshacer» voids it without a reason', async () => {
    const calls = serve()
    renderWithProviders(
      <>
        <FluidPresets resident={resident} onOther={() => {}} />
        <Toaster />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Vaso 200 ml para María José Núñez' }))
    await waitFor(() =>
      expect(calls).toContainEqual({ path: '/api/fluids', method: 'POST', body: { residentId: 'r1', ml: 200, drink: 'Vaso' } }),
    )
    expect(await screen.findByText('Bebida registrada')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }))
    await waitFor(() => expect(calls).toContainEqual({ path: '/api/fluids/f1/void', method: 'POST', body: { reason: '' } }))
    expect(await screen.findByText('Registro deshecho')).toBeInTheDocument()
  })

  it('offers a cup and a bottle too, and the other amount by its form', async () => {
    const calls = serve()
    let other = 0
    renderWithProviders(<FluidPresets resident={resident} onOther={() => other++} />)
    await userEvent.click(screen.getByRole('button', { name: 'Botella 500 ml para María José Núñez' }))
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ residentId: 'r1', ml: 500, drink: 'Botella' }))
    await userEvent.click(screen.getByRole('button', { name: 'Taza 150 ml para María José Núñez' }))
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ residentId: 'r1', ml: 150, drink: 'Taza' }))
    await userEvent.click(screen.getByRole('button', { name: 'Otra cantidad' }))
    expect(other).toBe(1)
  })

  it('records a change of position with the skin check, on unless unticked', async () => {
    const calls = serve()
    renderWithProviders(<PositionButtons resident={resident} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cambio a Lateral izquierdo de María José Núñez' }))
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        path: '/api/repositioning',
        method: 'POST',
        body: { residentId: 'r1', position: 'lateral-izquierdo', skinOk: true },
      }),
    )
    await userEvent.click(screen.getByRole('switch', { name: 'Piel sin cambios' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cambio a Sentado de María José Núñez' }))
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ residentId: 'r1', position: 'sentado', skinOk: false }))
    // Back on for the next change.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Piel sin cambios' })).toBeChecked())
  })

  it('records a stool by its Bristol type, an episode or a pad change', async () => {
    const calls = serve()
    renderWithProviders(<BowelButtons resident={resident} />)
    await userEvent.click(screen.getByRole('button', { name: 'Tipo 4 Salchicha lisa (María José Núñez)' }))
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ residentId: 'r1', bristol: 4, continent: true, padChange: false }))
    await userEvent.click(screen.getByRole('switch', { name: 'Incontinente' }))
    await userEvent.click(screen.getByRole('button', { name: 'Tipo 6 Pastosa (María José Núñez)' }))
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ residentId: 'r1', bristol: 6, continent: false, padChange: false }))
    await userEvent.click(screen.getByRole('button', { name: 'Cambio de pañal de María José Núñez' }))
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ residentId: 'r1', bristol: null, continent: true, padChange: true }))
    await userEvent.click(screen.getByRole('button', { name: 'Episodio de incontinencia de María José Núñez' }))
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ residentId: 'r1', bristol: null, continent: false, padChange: false }))
  })
})
