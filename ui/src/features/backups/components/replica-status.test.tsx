import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatLag, ReplicaStatus } from '@/features/backups/components/replica-status'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

function serveReplica(state: Record<string, unknown>) {
  saveSession({ _id: 'u1', username: 'lucia' }, 'tok')
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    return url.pathname === '/api/admin/replica'
      ? jsonResponse(200, state)
      : jsonResponse(404, { message: 'No se encontró lo que buscas.', fields: {} })
  })
}

function card() {
  return screen.getByRole('region', { name: 'Réplica fuera de la residencia' })
}

const running = { enabled: true, url: 's3://grupo/residencia-sol', lastShippedAt: '2026-11-21T09:00:00Z', lagSeconds: 0, error: '' }

describe('ReplicaStatus', () => {
  it('shows where the replica goes, its last shipment (es-ES) and that it is up to date, without a warning', async () => {
    serveReplica(running)
    renderWithProviders(<ReplicaStatus />)
    await within(card()).findByText('s3://grupo/residencia-sol')
    expect(card()).toHaveTextContent('Último envío21/11/2026, 10:00')
    expect(card()).toHaveTextContent('RetrasoAl día')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('warns when the replica lags more than 5 minutes, and shows the error', async () => {
    serveReplica({ ...running, lagSeconds: 301, error: 'dial tcp 10.0.0.5:9000: connection refused' })
    renderWithProviders(<ReplicaStatus />)
    expect(await screen.findByRole('alert')).toHaveTextContent('La réplica lleva 5 min 1 s sin recibir los cambios')
    expect(card()).toHaveTextContent('Último error: dial tcp 10.0.0.5:9000: connection refused')
  })

  it('does not warn at a lag of 5 minutes', async () => {
    serveReplica({ ...running, lagSeconds: 300 })
    renderWithProviders(<ReplicaStatus />)
    await within(card()).findByText('5 min')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says when there is no replica', async () => {
    serveReplica({ enabled: false, url: '', lastShippedAt: null, lagSeconds: 0, error: '' })
    renderWithProviders(<ReplicaStatus />)
    expect(await within(card()).findByText(/No hay réplica configurada/)).toBeInTheDocument()
  })
})

describe('formatLag', () => {
  it('writes seconds, minutes and hours', () => {
    expect(formatLag(0.4)).toBe('0 s')
    expect(formatLag(45)).toBe('45 s')
    expect(formatLag(120)).toBe('2 min')
    expect(formatLag(200)).toBe('3 min 20 s')
    expect(formatLag(7500)).toBe('2 h 5 min')
  })
})
