import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UpcomingActivities } from '@/features/activities/components/upcoming-activities'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

function activity(id: string, title: string, startDate: string, startTime: string) {
  return {
    _id: id,
    title,
    description: '',
    location: `Lugar de ${title}`,
    startDate,
    startTime,
    endDate: startDate,
    endTime: '23:00',
    createdBy: 'u1',
    createdByName: 'Lucía',
    createdAt: '2026-11-01T00:00:00Z',
  }
}

function serve(activities: unknown[]) {
  fetchMock.mockImplementation(async () => jsonResponse(200, activities))
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
  vi.useFakeTimers({ now: new Date(2026, 10, 21, 12, 0), toFake: ['Date'] })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('UpcomingActivities', () => {
  it('lists the first 5 not over yet by start with date, times and place; purple dot once started, teal otherwise', async () => {
    serve([
      activity('a6', 'Cine de tarde', '2026-11-30', '16:30'),
      activity('a2', 'Taller de memoria', '2026-11-21', '10:30'),
      activity('a4', 'Paseo por el parque', '2026-11-23', '11:00'),
      activity('a1', 'Bingo solidario', '2026-11-18', '17:00'),
      activity('a7', 'Cine de ayer', '2026-11-20', '16:30'),
      activity('a5', 'Musicoterapia', '2026-11-25', '17:00'),
      activity('a3', 'Misa', '2026-11-22', '12:00'),
    ])
    renderInRouter(<UpcomingActivities />)
    const list = await screen.findByRole('list', { name: 'Próximas Actividades' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Taller de memoria (En curso)',
      'Misa (Programada)',
      'Paseo por el parque (Programada)',
      'Musicoterapia (Programada)',
      'Cine de tarde (Programada)',
    ])
    expect(list).not.toHaveTextContent('Ya ha comenzado')
    expect(list).not.toHaveTextContent('Bingo solidario')
    expect(items[1]).toHaveTextContent('22 de noviembre de 2026')
    expect(items[1]).toHaveTextContent('12:00 - 23:00')
    expect(items[1]).toHaveTextContent('Lugar de Misa')
    const dots = items.map((item) => item.querySelector('[data-phase]')!)
    expect(dots[0]).toHaveClass('bg-purple-600')
    expect(dots[1]).toHaveClass('bg-teal-600')
    expect(dots[4]).toHaveClass('bg-teal-600')
    expect(screen.getByRole('link', { name: 'Ver todas las actividades' })).toHaveAttribute('href', '/activities')
  })

  it('says "No hay actividades programadas." when every activity is over', async () => {
    serve([activity('a1', 'Bingo solidario', '2026-11-18', '17:00')])
    renderInRouter(<UpcomingActivities />)
    expect(await screen.findByText('No hay actividades programadas.')).toBeInTheDocument()
  })

  it('says "No hay actividades programadas." when there are none', async () => {
    serve([])
    renderInRouter(<UpcomingActivities />)
    expect(await screen.findByText('No hay actividades programadas.')).toBeInTheDocument()
  })
})
