import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { DeadlinesEditor } from '@/features/settings/components/deadlines-editor'
import { DEFAULT_PUBLIC_SETTINGS } from '@/features/settings/schemas'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()
const home = { ...DEFAULT_PUBLIC_SETTINGS, homeName: 'Residencia San José', messagingUrl: 'https://wa.me/34911111111' }

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
})

/** Answers the three settings as the server would, and PUT /settings with what it was sent (or `refusal`). */
function serve(refusal?: Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'PUT') return refusal ?? jsonResponse(200, JSON.parse(String(init.body)))
    if (url === '/api/care-plans/settings') return jsonResponse(200, { firstPlanDays: 30, reviewDays: 180 })
    if (url === '/api/registers/settings') return jsonResponse(200, { weighEveryDays: 30 })
    return jsonResponse(200, home)
  })
}

const puts = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)))

describe('DeadlinesEditor', () => {
  it('shows the saved deadlines, refuses a weighing every 5 days, and saves every 14 with the home as it is', async () => {
    serve()
    renderWithProviders(<DeadlinesEditor />)
    const weigh = await screen.findByLabelText('Pesar a cada residente')
    expect(weigh).toHaveValue('30')
    expect(screen.getByLabelText('Primer PAI tras el ingreso')).toHaveValue('30')
    expect(screen.getByLabelText('Revisión del PAI')).toHaveValue('180')
    const user = userEvent.setup()
    await user.clear(weigh)
    await user.type(weigh, '5')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Debe estar entre 7 y 90 días.')).toBeInTheDocument()
    expect(puts()).toHaveLength(0)

    await user.clear(weigh)
    await user.type(weigh, '14')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(puts()).toHaveLength(1))
    expect(puts()[0]).toEqual({
      ...home,
      carePlan: { firstPlanDays: 30, reviewDays: 180 },
      registers: { weighEveryDays: 14 },
    })
  })

  it("puts the server's message on its field", async () => {
    serve(
      jsonResponse(422, {
        message: 'Debe estar entre 30 y 365 días.',
        fields: { 'carePlan.reviewDays': 'Debe estar entre 30 y 365 días.' },
      }),
    )
    renderWithProviders(<DeadlinesEditor />)
    await screen.findByLabelText('Revisión del PAI')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.getByLabelText('Revisión del PAI')).toHaveAttribute('aria-invalid', 'true'))
  })
})
