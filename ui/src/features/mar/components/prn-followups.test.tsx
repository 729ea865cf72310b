import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RoundFollowups } from '@/features/mar/components/prn-followups'
import { PermissionsProvider } from '@/lib/permissions'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { PERMISSIONS } from '@/test/permissions'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

/** A PRN dose given at `at` (RFC 3339), as GET /mar/prn/followups answers it. */
function followup(id: string, at: string, earlierShift: boolean, effect = '') {
  return {
    residentId: 'r1',
    residentName: 'María José Núñez Peña',
    room: '12',
    areaId: 'a1',
    areaName: 'Planta 1',
    photo: null,
    allergies: '',
    kardexId: 'k1',
    entryId: 'e1',
    medication: 'm1',
    medicationName: 'Paracetamol 1 g',
    dose: '1 comprimido',
    route: 'Oral',
    unitsPerDose: 1,
    instructions: '',
    kind: 'prn',
    scheduledAt: '2026-11-20T22:06',
    status: 'given',
    dueAt: '2026-11-20T23:06',
    earlierShift,
    administration: {
      _id: id,
      kardexId: 'k1',
      entryId: 'e1',
      residentId: 'r1',
      medicationName: 'Paracetamol 1 g',
      scheduledAt: '',
      prn: true,
      status: 'given',
      at,
      by: 'u2',
      byName: 'Tomás Iñiguez',
      reason: id === 'a1' ? 'dolor lumbar' : 'fiebre',
      note: '',
      stockUnits: 1,
      effect,
      effectNote: '',
      effectAt: '',
      effectByName: '',
    },
  }
}

describe('RoundFollowups', () => {
  it("lists the earlier shifts' PRN doses whose effect is still to assess, and records one", async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString()
    const patched: unknown[] = []
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input)
      if (init?.method === 'PATCH') {
        patched.push([url, JSON.parse(String(init.body))])
        return jsonResponse(200, { ...followup('a1', twoHoursAgo, true, 'effective').administration })
      }
      return jsonResponse(200, [followup('a1', twoHoursAgo, true), followup('a2', twoHoursAgo, false)])
    })
    const user = userEvent.setup()
    renderWithProviders(
      <PermissionsProvider permissions={PERMISSIONS.nurse}>
        <RoundFollowups params={{ date: '2026-11-20', shift: 'noche', areaId: 'a1' }} now={new Date()} />
      </PermissionsProvider>,
    )
    const section = await screen.findByRole('region', { name: 'Valorar el efecto' })
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/mar/prn/followups?date=2026-11-20&shift=noche&areaId=a1')
    expect(section).toHaveTextContent('María José Núñez Peña · Hab. 12')
    expect(section).toHaveTextContent('dolor lumbar')
    expect(section).not.toHaveTextContent('fiebre') // given in this shift: it is in the round's own rows
    const buttons = within(section).getByRole('group', { name: 'Efecto de Paracetamol 1 g en María José Núñez Peña' })
    await user.click(within(buttons).getByRole('button', { name: 'Eficaz' }))
    await waitFor(() => expect(patched).toEqual([['/api/mar/administrations/a1', { effect: 'effective', note: '' }]]))
  })

  it('shows nothing when no earlier dose waits for its effect', async () => {
    let answered = false
    fetchMock.mockImplementation(async () => {
      answered = true
      return jsonResponse(200, [followup('a2', new Date().toISOString(), false)])
    })
    renderWithProviders(
      <PermissionsProvider permissions={PERMISSIONS.nurse}>
        <RoundFollowups params={{ date: '2026-11-20', shift: 'noche' }} now={new Date()} />
      </PermissionsProvider>,
    )
    await waitFor(() => expect(answered).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 100)) // the answer rendered
    expect(screen.queryByRole('region', { name: 'Valorar el efecto' })).not.toBeInTheDocument()
  })
})
