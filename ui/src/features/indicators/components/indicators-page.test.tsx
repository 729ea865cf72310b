import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { IndicatorsPage } from '@/features/indicators/components/indicators-page'
import type { IndicatorsSearch } from '@/features/indicators/period'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

function figures(over: Record<string, unknown> = {}) {
  return {
    residentDays: 7750, falls: 12, fallsPer1000: 1.548387, fallsWithInjury: 3, ulcerPrevalence: 2 / 3,
    ulcerIncidence: { residencia: 2, domicilio: 1, hospital: 1 }, restraintPrevalence: 0.04, weightLoss: 5,
    fluidDaysUnderTarget: 410, dosesMissed: 7, dosesHeld: 31, carePlansCurrent: 0.932, assessmentsOverdue: 18, ...over,
  }
}

/** Answers each period with the same figures for every month of it, and remembers what was asked. */
function serve() {
  const asked: string[] = []
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    asked.push(url.pathname + url.search)
    if (url.pathname === '/api/areas') return jsonResponse(200, [{ _id: 'a1', name: 'Planta baja', description: '', patientCount: 60 }])
    if (url.pathname === '/api/indicators') {
      const from = url.searchParams.get('from')!
      const to = url.searchParams.get('to')!
      const months: string[] = []
      for (let m = from.slice(0, 7); m <= to.slice(0, 7); ) {
        months.push(m)
        const [y, mm] = m.split('-').map(Number)
        m = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`
      }
      return jsonResponse(200, { ...figures(), months: months.map((month) => ({ month, ...figures() })) })
    }
    return jsonResponse(404, { message: 'No encontrado.' })
  })
  return asked
}

function Harness({ initial }: { initial: IndicatorsSearch }) {
  const [search, setSearch] = useState(initial)
  return <IndicatorsPage search={search} onSearchChange={(patch) => setSearch((current) => ({ ...current, ...patch }))} />
}

describe('Indicadores de calidad', () => {
  it('shows each figure of the month with what it counts, and asks the 12 months before for the charts', async () => {
    const asked = serve()
    renderInRouter(<Harness initial={{ mes: '2026-10' }} />)
    expect(await screen.findByText('Del 01/10/2026 al 31/10/2026')).toBeInTheDocument()
    const cards = screen.getByRole('region', { name: 'Indicadores del periodo' })
    const card = (name: string) => within(cards).getByRole('article', { name })
    await waitFor(() => expect(within(card('Días de estancia')).getByText('7750')).toBeInTheDocument())
    expect(within(card('Caídas por 1.000 días de estancia')).getByText('1,55')).toBeInTheDocument()
    expect(within(card('Prevalencia de úlceras por presión')).getByText(/66,7 %/)).toBeInTheDocument()
    expect(within(card('Prevalencia de úlceras por presión')).getByText('Referencia GNEAUPP 2017 (residencias): 4,03 %')).toBeInTheDocument()
    expect(within(card('Prevalencia de contenciones')).getByText(/4,00 %/)).toBeInTheDocument()
    expect(within(card('Residentes con PAI vigente')).getByText(/93,2 %/)).toBeInTheDocument()
    expect(within(card('Úlceras por presión nuevas')).getByText('2 en la residencia · 1 en el domicilio · 1 en el hospital')).toBeInTheDocument()
    expect(within(card('Úlceras por presión nuevas')).getByText(/en el hospital: 75,0 % \(GNEAUPP 2017: 92,4 %\)/)).toBeInTheDocument()
    expect(asked).toContain('/api/indicators?from=2026-10-01&to=2026-10-31')
    expect(asked).toContain('/api/indicators?from=2025-11-01&to=2026-10-31')
    expect(await screen.findByText('De noviembre de 2025 a octubre de 2026, mes a mes.')).toBeInTheDocument()
  })

  it('asks for an area and a period between dates, and says why a period cannot be counted', async () => {
    const asked = serve()
    renderInRouter(<Harness initial={{ desde: '2026-03-01', hasta: '2026-02-01', area: 'a1' }} />)
    expect(await screen.findByText('La fecha final no puede ser anterior a la inicial.')).toBeInTheDocument()
    expect(screen.getByLabelText('Hasta')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeDisabled()
    expect(asked.some((path) => path.startsWith('/api/indicators'))).toBe(false)
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-06-30' } })
    await waitFor(() => expect(asked).toContain('/api/indicators?from=2026-03-01&to=2026-06-30&areaId=a1'))
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled()
  })
})
