import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { DoseRow } from '@/features/mar/components/dose-row'
import type { MarRow } from '@/features/mar/schemas'
import { saveSession } from '@/lib/session'
import { PermissionsProvider } from '@/lib/permissions'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { PERMISSIONS } from '@/test/permissions'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

const administration = {
  _id: 'a1',
  kardexId: 'k1',
  entryId: 'e1',
  residentId: 'r1',
  medicationName: 'Enalapril 10 mg',
  scheduledAt: '2026-11-20T08:00',
  prn: false,
  status: 'given' as const,
  at: '2026-11-20T07:02:00Z',
  by: 'u1',
  byName: 'Carmen Ruiz',
  reason: '',
  note: '',
  stockUnits: 1,
  effect: '',
  effectNote: '',
  effectAt: '',
  effectByName: '',
  voidedAt: '',
  voidedByName: '',
  voidReason: '',
}

const row: MarRow = {
  residentId: 'r1',
  residentName: 'María José Núñez Peña',
  room: '12',
  areaId: '',
  areaName: '',
  photo: '',
  allergies: '',
  kardexId: 'k1',
  entryId: 'e1',
  medication: 'm1',
  medicationName: 'Enalapril 10 mg',
  dose: '1 comprimido',
  route: 'Oral',
  unitsPerDose: 1,
  instructions: '',
  kind: 'scheduled',
  scheduledAt: '2026-11-20T08:00',
  status: 'given',
  administration,
}

function renderRow(permissions: readonly string[]) {
  const noop = () => {}
  return renderWithProviders(
    <PermissionsProvider permissions={permissions}>
      <ul>
        <DoseRow row={row} windowMinutes={60} canGive busy={false} onGive={noop} onHold={noop} onEffect={noop} now={new Date()} />
      </ul>
    </PermissionsProvider>,
  )
}

beforeEach(() => saveSession({ _id: 'u1', username: 'carmen' }, 'tok'))

describe('DoseRow: correcting a recorded dose', () => {
  it('asks a reason, then voids the record with it (doses.correct)', async () => {
    let sent: { url: string; body: unknown } | null = null
    fetchMock.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent = { url: String(url), body: JSON.parse(String(init?.body)) }
      return jsonResponse(200, { ...administration, voidedAt: '2026-11-20T08:00:00Z', voidReason: 'Duplicada' })
    })
    const user = userEvent.setup()
    renderRow(PERMISSIONS.nurse)
    await user.click(screen.getByRole('button', { name: 'Corregir el registro de Enalapril 10 mg de María José Núñez Peña (08:00)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Corregir el registro' })
    expect(dialog).toHaveTextContent('registrada por Carmen Ruiz')
    await user.click(screen.getByRole('button', { name: 'Anular el registro' }))
    expect(await screen.findByText('Indique el motivo de la corrección.')).toBeInTheDocument()
    expect(sent).toBeNull()
    await user.type(screen.getByLabelText('Motivo de la corrección'), 'Duplicada')
    await user.click(screen.getByRole('button', { name: 'Anular el registro' }))
    await waitFor(() => expect(sent).toEqual({ url: expect.stringContaining('/api/mar/administrations/a1/void'), body: { reason: 'Duplicada' } }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('offers no «Corregir» without doses.correct', () => {
    renderRow(PERMISSIONS.nurse.filter((permission) => permission !== 'doses.correct'))
    expect(screen.queryByRole('button', { name: /^Corregir/ })).not.toBeInTheDocument()
  })
})
