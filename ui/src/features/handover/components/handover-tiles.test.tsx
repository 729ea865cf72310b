import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HandoverTiles } from '@/features/handover/components/handover-tiles'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { InMemoryRouter } from '@/test/in-memory-router'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

const settings = (shift: 'manana' | 'tarde' | 'noche') => ({
  shifts: { manana: { start: '07:00', end: '15:00' }, tarde: { start: '15:00', end: '23:00' }, noche: { start: '23:00', end: '07:00' } },
  doseWindowMinutes: 60,
  missedAfterMinutes: 180,
  current: { date: '2026-11-20', shift },
})

const careMissing = (residentId: string) => ({
  residentId,
  residentName: `Residente ${residentId}`,
  room: '1',
  items: [{ kind: 'care-missing', at: '2026-11-20T23:00', text: 'Sin registro de cuidados del día.', recordId: '' }],
})

function handover(date: string, shift: string, extra: Record<string, unknown> = {}) {
  return { date, shift, from: '', to: '', residents: [], notes: [], readBy: [], ...extra }
}

/** The server: the shift settings and the handovers the tiles ask for; the paths asked are returned. */
function serve(shift: 'manana' | 'tarde' | 'noche') {
  const asked: string[] = []
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    const path = url.pathname + url.search
    asked.push(path)
    if (path === '/api/mar/settings') return jsonResponse(200, settings(shift))
    if (path === '/api/handover?date=2026-11-20&shift=tarde') {
      return jsonResponse(200, handover('2026-11-20', 'tarde', { residents: [careMissing('r1'), careMissing('r2')] }))
    }
    if (path === '/api/handover?date=2026-11-19&shift=noche') {
      return jsonResponse(200, handover('2026-11-19', 'noche', { readBy: [{ userId: 'u2', name: 'Ana Gil', at: '2026-11-20T07:05:00Z' }] }))
    }
    if (path === '/api/handover?date=2026-11-20&shift=manana') return jsonResponse(200, handover('2026-11-20', 'manana'))
    return jsonResponse(404, { message: 'No se encontró lo que buscas.', fields: {} })
  })
  return asked
}

function renderTiles(userId: string) {
  return renderWithProviders(
    <InMemoryRouter path="/dashboard">
      <HandoverTiles userId={userId} />
    </InMemoryRouter>,
  )
}

describe('HandoverTiles', () => {
  it('in the morning counts the residents still without the day\'s care record, from the day\'s afternoon handover', async () => {
    serve('manana')
    renderTiles('u2')
    const care = await screen.findByRole('link', { name: /Sin cuidados del día/ })
    expect(await within(care).findByText('2')).toBeInTheDocument()
    expect(care).toHaveAttribute('href', '/handover?date=2026-11-20&shift=tarde')
    const previous = screen.getByRole('link', { name: /Parte del turno anterior/ })
    expect(await within(previous).findByText('Leído')).toBeInTheDocument()
    expect(previous).toHaveAttribute('href', '/handover?date=2026-11-19&shift=noche')
  })

  it('says the previous handover is still to read by someone else who has not read it', async () => {
    serve('tarde')
    renderTiles('u3')
    const previous = await screen.findByRole('link', { name: /Parte del turno anterior/ })
    expect(await within(previous).findByText('Por leer')).toBeInTheDocument()
    expect(await within(screen.getByRole('link', { name: /Sin cuidados del día/ })).findByText('2')).toBeInTheDocument()
  })
})
