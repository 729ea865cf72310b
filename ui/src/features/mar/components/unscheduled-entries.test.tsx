import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UnscheduledEntries } from '@/features/mar/components/unscheduled-entries'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

const entry = {
  residentId: 'r1',
  residentName: 'María José Núñez Peña',
  room: '12',
  areaName: 'Planta 1',
  kardexId: 'k1',
  entryId: 'e1',
  medicationName: 'Enalapril 10 mg',
  dose: '1 comprimido',
  route: 'Oral',
  frequency: 'Cada 8 horas',
}

describe('UnscheduledEntries', () => {
  it('lists the entries without a schedule apart, each linked to the resident’s Kardex, for the area asked', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [entry]))
    renderInRouter(<UnscheduledEntries areaId="a1" />)
    expect(await screen.findByRole('heading', { name: 'Sin horario: pendiente de pautar' })).toBeInTheDocument()
    expect(screen.getByText('Enalapril 10 mg · 1 comprimido, Oral · Cada 8 horas')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'María José Núñez Peña · Hab. 12' })).toHaveAttribute('href', '/patients/r1/kardex')
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/mar/unscheduled?areaId=a1')
  })

  it('shows nothing while every entry has its schedule', async () => {
    let answered = false
    fetchMock.mockImplementation(async () => {
      answered = true
      return jsonResponse(200, [])
    })
    renderInRouter(<UnscheduledEntries />)
    await waitFor(() => expect(answered).toBe(true))
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Sin horario/ })).not.toBeInTheDocument())
    expect(screen.queryByText(/Cada 8 horas/)).not.toBeInTheDocument()
  })
})
