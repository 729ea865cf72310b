import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { DueAssessmentsCard } from '@/features/assessments/components/due-assessments-card'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

function due(n: number) {
  return {
    residentId: `r${n}`,
    residentName: `Residente ${n}`,
    room: `${n}A`,
    scale: n % 2 ? 'barthel' : 'downton',
    scaleName: n % 2 ? 'Índice de Barthel' : 'Escala de riesgo de caídas de Downton',
    lastDate: n % 2 ? '2026-03-01' : '2026-05-01',
    dueSince: n % 2 ? '2026-08-28' : '2026-11-20',
    reason: n % 2 ? 'reassess' : 'fall',
  }
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'medico' }, 'tok')
})

describe('DueAssessmentsCard', () => {
  it('lists the first five due across the residents, each opening the resident\'s tab, and "Ver todas" the rest', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/assessments/due' ? jsonResponse(200, [1, 2, 3, 4, 5, 6, 7].map(due)) : jsonResponse(404, {}),
    )
    const user = userEvent.setup()
    renderInRouter(<DueAssessmentsCard />)
    const list = await screen.findByRole('list', { name: 'Valoraciones pendientes' })
    expect(screen.getByText('(7 pendientes)')).toBeInTheDocument()
    let links = within(list).getAllByRole('link')
    expect(links).toHaveLength(5)
    expect(links[0]).toHaveAttribute('href', '/patients/r1/valoraciones')
    // Named by what it shows (the resident first), so a spoken command with the visible name finds it.
    expect(links[0]).toHaveAccessibleName(/^Residente 1\s*· Hab\. 1A\s*Índice de Barthel/)
    expect(links[0]).toHaveTextContent('Residente 1 · Hab. 1A')
    expect(links[0]).toHaveTextContent('Toca revalorar desde el 28/08/2026 (la última, del 01/03/2026).')
    expect(links[1]).toHaveTextContent('Tras la caída del 20/11/2026.')
    await user.click(screen.getByRole('button', { name: 'Ver todas (7)' }))
    links = within(list).getAllByRole('link')
    expect(links).toHaveLength(7)
    expect(links[6]).toHaveAttribute('href', '/patients/r7/valoraciones')
    await user.click(screen.getByRole('button', { name: 'Ver menos' }))
    expect(within(list).getAllByRole('link')).toHaveLength(5)
  })

  it('says when nothing is due, and when it cannot be read', async () => {
    let fail = true
    fetchMock.mockImplementation(async () => (fail ? jsonResponse(500, { message: 'Error del servidor.' }) : jsonResponse(200, [])))
    const user = userEvent.setup()
    renderInRouter(<DueAssessmentsCard />)
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las valoraciones pendientes. Error del servidor.')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('No hay valoraciones pendientes.')).toBeInTheDocument()
  })
})
