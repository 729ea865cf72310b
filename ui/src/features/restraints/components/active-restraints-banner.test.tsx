import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { restraintKeys } from '@/features/restraints/api'
import { ActiveRestraintsBanner } from '@/features/restraints/components/active-restraints-banner'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

const base = {
  residentId: 'r1',
  residentName: 'María José Núñez',
  reason: 'Riesgo de caída.',
  alternativesTried: 'Cama baja.',
  schedule: 'Noches',
  startDate: '2026-04-01',
  consent: { givenBy: 'Ana', relationship: 'Hija', date: '2026-03-31' },
  prescribedByName: 'Dra. Ruiz',
  reviews: [],
  checks: [],
}

function serve(list: unknown[]) {
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/api/restraints?residentId=r1') ? jsonResponse(200, list) : jsonResponse(404, {}),
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'medico' }, 'tok')
})

describe('ActiveRestraintsBanner', () => {
  it('shows each active restraint with its review date, red when past, and links to the tab', async () => {
    serve([
      { ...base, _id: 't1', type: 'physical', device: 'Barandillas', reviewDate: '2026-05-01', status: 'active', expired: true },
      { ...base, _id: 't2', type: 'pharmacological', device: 'Risperidona', reviewDate: '2099-01-10', status: 'active', expired: false },
      { ...base, _id: 't3', type: 'physical', device: 'Cinturón', reviewDate: '2026-03-01', status: 'ended', expired: false },
    ])
    renderInRouter(<ActiveRestraintsBanner residentId="r1" />)
    const banner = await screen.findByRole('region', { name: 'Contenciones activas' })
    expect(banner).toHaveAttribute('data-expired', 'true')
    const items = within(banner).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Física: BarandillasRevisión vencida el 01/05/2026',
      'Farmacológica: RisperidonaRevisión el 10/01/2099',
    ])
    expect(within(items[0]).getByText('Revisión vencida el 01/05/2026').className).toContain('text-destructive')
    expect(within(banner).getByRole('link', { name: 'Ver contenciones' })).toHaveAttribute('href', '/patients/r1/contenciones')
  })

  it('shows nothing without active restraints', async () => {
    serve([{ ...base, _id: 't3', type: 'physical', device: 'Cinturón', reviewDate: '2026-03-01', status: 'ended', expired: false }])
    const { queryClient } = renderInRouter(<ActiveRestraintsBanner residentId="r1" />)
    await waitFor(() => expect(queryClient.getQueryState(restraintKeys.resident('r1'))?.status).toBe('success'))
    expect(screen.queryByRole('region', { name: 'Contenciones activas' })).not.toBeInTheDocument()
  })
})
