import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DowntimeCard } from '@/features/downtime/components/downtime-card'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('DowntimeCard', () => {
  it('says where the plan is kept and prints the current shift\'s', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/downtime/pdf'
        ? new Response('%PDF-1.7', {
            status: 200,
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="contingencia_2026-11-20_tarde.pdf"' },
          })
        : jsonResponse(404, { message: 'No encontrado.' }),
    )
    class FakeURL extends URL {
      static createObjectURL = () => 'blob:pdf'
      static revokeObjectURL = () => {}
    }
    vi.stubGlobal('URL', FakeURL)
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderInRouter(<DowntimeCard />)
    const card = await screen.findByRole('region', { name: 'Plan de contingencia' })
    expect(card).toHaveTextContent('Al empezar cada turno, Amparo guarda en PDF lo necesario para seguir atendiendo sin ordenador')
    expect(card).toHaveTextContent('en la carpeta de las copias y, si está configurada, en la del USB.')
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Imprimir el del turno actual' }))
    await waitFor(() => expect(saved).toEqual(['contingencia_2026-11-20_tarde.pdf']))
  })

  it('tells why the plan could not be printed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'No tienes permiso para realizar esta acción.' }))
    renderInRouter(<DowntimeCard />)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Imprimir el del turno actual' }))
    expect(await screen.findByText('No tienes permiso para realizar esta acción.')).toBeInTheDocument()
  })
})
