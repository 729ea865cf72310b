import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { VitalValues } from '@/features/patients/records/vitals/schemas'
import { VitalsTab } from '@/features/patients/records/vitals/vitals-tab'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { savedResident } from '@/test/resident-fixtures'
import { pathOf, serveList, type Answer } from '@/test/serve-list'

const fetchMock = useFetchMock()

const none: VitalValues = {
  systolicPressure: null,
  diastolicPressure: null,
  glucose: null,
  temperature: null,
  heartRate: null,
  respiratoryRate: null,
}

function record(id: string, date: string, values: Partial<typeof none>) {
  return {
    _id: id,
    residentId: 'r1',
    date,
    time: '08:30',
    vitalSigns: { ...none, ...values },
    diagnostics: '',
    physicalExam: { observations: '' },
    createdBy: 'u1',
    createdByName: 'Carmen Ruiz Gómez',
    createdAt: `${date}T07:30:00Z`,
  }
}

// Newest first, as the API sends them; the fever of the 20th is out of range.
const records = [
  record('v3', '2026-11-20', { temperature: 38.2, systolicPressure: 128 }),
  record('v2', '2026-11-19', { temperature: 37.1, systolicPressure: 131 }),
  record('v1', '2026-11-18', { temperature: 36.6 }),
]

const serve = (list: unknown[], answer?: Answer) => serveList(fetchMock, '/api/vitalsigns/r1', list, answer)

function renderTab(canWrite = true) {
  return renderWithProviders(
    <TooltipProvider>
      <VitalsTab resident={savedResident()} canWrite={canWrite} />
      <Toaster />
    </TooltipProvider>,
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'carmen' }, 'tok')
})

describe('VitalsTab', () => {
  it('shows the trend of each measure with a caption, and marks the readings out of range', async () => {
    serve(records)
    const user = userEvent.setup()
    renderTab()
    const trend = await screen.findByRole('region', { name: 'Evolución' })
    expect(
      within(trend).getByText(
        'Presión sistólica: última lectura 128 mmHg (20/11/2026 08:30). Las 2 lecturas están dentro del rango de referencia.',
      ),
    ).toBeInTheDocument()

    const temperature = within(trend).getByRole('tab', { name: /Temperatura/ })
    expect(temperature).toHaveAccessibleName(/Temperatura ?\(1 fuera de rango\)$/)
    await user.click(temperature)
    expect(
      await within(trend).findByText(
        'Temperatura: última lectura 38,2 °C (20/11/2026 08:30). 1 de 3 lecturas fuera del rango de referencia.',
      ),
    ).toBeInTheDocument()
    expect(within(trend).getByText('Rango de referencia (35,5–37,5 °C)')).toBeInTheDocument()
    await waitFor(() => expect(trend.querySelectorAll('[data-reading]')).toHaveLength(3), { timeout: 5000 })
    expect(trend.querySelectorAll('[data-reading="out-of-range"]')).toHaveLength(1)

    await user.click(within(trend).getByRole('tab', { name: /Glucosa/ }))
    expect(await within(trend).findByText('Todavía no hay lecturas de este signo vital.')).toBeInTheDocument()

    const table = screen.getByRole('table', { name: 'Registros de signos vitales' })
    const row = within(table).getByText('20/11/2026 08:30').closest('tr')!
    expect(row).toHaveTextContent('38,2(fuera de rango)')
    expect(row).toHaveTextContent('Carmen Ruiz Gómez')
  }, 20_000)

  it('needs at least one reading, and creates the record with the others left out', async () => {
    let sent: unknown = null
    serve([], (url, init) => {
      if (pathOf(url) !== '/api/vitalsigns' || init?.method !== 'POST') return undefined
      sent = JSON.parse(String(init.body))
      return jsonResponse(201, record('v9', '2026-11-21', { temperature: 38.2 }))
    })
    const user = userEvent.setup()
    renderTab()
    expect(await screen.findAllByText('Sin registros de signos vitales.')).not.toHaveLength(0)
    expect(screen.queryByRole('region', { name: 'Evolución' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Nuevo Registro' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo registro de signos vitales' })
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('Registra al menos un signo vital.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Presión sistólica/)).toHaveFocus()

    await user.type(within(dialog).getByLabelText(/Temperatura/), '-1')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('Debe ser positivo.')).toBeInTheDocument()

    await user.clear(within(dialog).getByLabelText(/Temperatura/))
    await user.type(within(dialog).getByLabelText(/Temperatura/), '38.2')
    expect(within(dialog).getByText('Fuera del rango de referencia (35,5–37,5 °C).')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Diagnóstico/), 'Fiebre.')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toMatchObject({
      residentId: 'r1',
      vitalSigns: { ...none, temperature: 38.2 },
      diagnostics: 'Fiebre.',
      physicalExam: { observations: '' },
    })
    expect(await screen.findByText('Signos Vitales Registrados')).toBeInTheDocument()
  })

  it('is read-only for those who may not write vital signs', async () => {
    serve(records)
    renderTab(false)
    expect(
      await screen.findAllByRole('button', { name: 'Descargar el PDF de la toma de constantes del 20/11/2026' }),
    ).not.toHaveLength(0)
    expect(
      screen.getByText('Los signos vitales los registra el personal administrativo, médico y de enfermería.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Nuevo Registro' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument()
  })
})
