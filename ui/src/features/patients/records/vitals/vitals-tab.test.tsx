import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { VitalValues } from '@/features/patients/records/vitals/schemas'
import { VitalsTab } from '@/features/patients/records/vitals/vitals-tab'
import { PermissionsProvider } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { InMemoryRouter } from '@/test/in-memory-router'
import { renderWithProviders } from '@/test/render'
import { savedResident } from '@/test/resident-fixtures'
import { pathOf, type Answer } from '@/test/serve-list'
import { listCalls, serveRecords } from '@/test/serve-records'
import { defaultRanges, vitalMeasuresAnswer } from '@/test/vital-measures'

const fetchMock = useFetchMock()

const none: VitalValues = {
  systolicPressure: null,
  diastolicPressure: null,
  glucose: null,
  temperature: null,
  heartRate: null,
  respiratoryRate: null,
  oxygenSaturation: null,
  pain: null,
  weight: null,
}

function record(id: string, date: string, values: Partial<typeof none>, outOfRange: string[] = []) {
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
    updatedBy: 'u1',
    updatedByName: 'Carmen Ruiz Gómez',
    updatedAt: `${date}T07:30:00Z`,
    outOfRange,
  }
}

// Newest first, as the API sends them; the fever of the 20th is out of range.
const records = [
  record('v3', '2026-11-20', { temperature: 38.2, systolicPressure: 128, oxygenSaturation: 91 }, [
    'temperature',
    'oxygenSaturation',
  ]),
  record('v2', '2026-11-19', { temperature: 37.1, systolicPressure: 131 }),
  record('v1', '2026-11-18', { temperature: 36.6 }),
]

/**
 * The resident's list, their ranges (the defaults unless given) and the server's measures (GET /vital-ranges);
 * `answer` may answer any call first.
 */
const serve = (list: unknown[], answer?: Answer, ranges: unknown = defaultRanges) =>
  serveRecords(fetchMock, '/api/vitalsigns/r1', list, (url, init) => {
    const given = answer?.(url, init)
    if (given) return given
    if ((init?.method ?? 'GET') !== 'GET') return undefined
    if (pathOf(url) === '/api/vital-ranges/r1') return jsonResponse(200, ranges)
    if (pathOf(url) === '/api/vital-ranges') return jsonResponse(200, vitalMeasuresAnswer)
    return undefined
  })

function renderTab(canWrite = true, permissions: string[] = ['records.clinical']) {
  return renderWithProviders(
    <InMemoryRouter path="/patients/r1">
      <PermissionsProvider permissions={permissions}>
        <TooltipProvider>
          <VitalsTab resident={savedResident()} canWrite={canWrite} />
          <Toaster />
        </TooltipProvider>
      </PermissionsProvider>
    </InMemoryRouter>,
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'carmen' }, 'tok')
  // The chart reads the last 30 days unless another period is chosen: today is 21/11/2026.
  vi.useFakeTimers({ now: new Date(2026, 10, 21, 10, 0), toFake: ['Date'] })
})

afterEach(() => {
  vi.useRealTimers()
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
    expect(await within(trend).findByText('No hay lecturas de este signo vital en este periodo.')).toBeInTheDocument()

    // The list marks what the server found out of range: red, a warning sign and words, not colour alone.
    const table = screen.getByRole('table', { name: 'Registros de signos vitales' })
    const row = within(table).getByText('20/11/2026 08:30').closest('tr')!
    expect(row).toHaveTextContent('Temp.38,2 °C(fuera de rango)')
    expect(row).toHaveTextContent('SpO291 %(fuera de rango)')
    expect(row).toHaveTextContent('PAS128 mmHg')
    expect(row.querySelectorAll('[data-reading="out-of-range"]')).toHaveLength(2)
    expect(row.querySelector('[data-measure="temperature"]')).toHaveClass('text-destructive')
    expect(row.querySelector('[data-measure="systolicPressure"]')).not.toHaveClass('text-destructive')
    expect(row).toHaveTextContent('Carmen Ruiz Gómez')
    expect(row).not.toHaveTextContent('modificado por')
  }, 20_000)

  it('needs at least one reading, and creates the record with the others left out', async () => {
    let sent: unknown = null
    serve([], (url, init) => {
      if (pathOf(url) !== '/api/vitalsigns' || init?.method !== 'POST') return undefined
      sent = JSON.parse(String(init.body))
      // A fever: the server opened an alert with the record (issue 25).
      return jsonResponse(201, { ...record('v9', '2026-11-21', { temperature: 38.2 }), alertId: 'a1' })
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

    // The message goes as soon as a value is typed, not at the next Guardar.
    const temperature = within(dialog).getByLabelText(/Temperatura/)
    expect(temperature).toHaveAttribute('inputmode', 'decimal')
    expect(within(dialog).getByText('Referencia: 35,5–37,5 °C')).toBeInTheDocument()
    expect(within(dialog).getByText('Referencia: 0–3/10')).toBeInTheDocument()
    // Weight has no default range (only what is possible): no reference offered.
    expect(within(dialog).queryByText(/Referencia: 20–250/)).not.toBeInTheDocument()
    await user.type(temperature, '-1')
    expect(within(dialog).queryByText('Registra al menos un signo vital.')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('Debe ser positivo.')).toBeInTheDocument()

    // Said before sending: nothing impossible reaches the server.
    await user.clear(temperature)
    await user.type(temperature, '368')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('Valor imposible (25–45).')).toBeInTheDocument()
    expect(sent).toBeNull()

    await user.clear(temperature)
    await user.type(temperature, '38.2')
    expect(within(dialog).getByText('Fuera del rango de referencia (35,5–37,5 °C).')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Saturación de oxígeno/), '96')
    await user.type(within(dialog).getByLabelText(/Dolor/), '0')
    await user.type(within(dialog).getByLabelText(/Peso/), '64,5')
    await user.type(within(dialog).getByLabelText(/Diagnóstico/), 'Fiebre.')
    // Left, "38.2" reads the es-ES way.
    expect(temperature).toHaveValue('38,2')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toMatchObject({
      residentId: 'r1',
      vitalSigns: { ...none, temperature: 38.2, oxygenSaturation: 96, pain: 0, weight: 64.5 },
      diagnostics: 'Fiebre.',
      physicalExam: { observations: '' },
    })
    expect(await screen.findByText('Signos Vitales Registrados')).toBeInTheDocument()
    expect(screen.getByText('Se ha generado una alerta.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ver alerta' })).toBeInTheDocument()
  }, 20_000)

  it("warns against the resident's own ranges while typing, and a record edited shows who changed it", async () => {
    const edited = {
      ...record('v5', '2026-11-22', { temperature: 37.2 }, ['temperature']),
      updatedBy: 'u2',
      updatedByName: 'Ana Gil',
      updatedAt: '2026-11-22T10:15:00Z',
    }
    serve([edited], undefined, { ...defaultRanges, temperature: { min: 35, max: 37 } })
    const user = userEvent.setup()
    renderTab()
    const table = await screen.findByRole('table', { name: 'Registros de signos vitales' })
    const row = (await within(table).findByText('22/11/2026 08:30')).closest('tr')!
    expect(row).toHaveTextContent(/Carmen Ruiz Gómezmodificado por Ana Gil, 22\/11\/2026, \d\d:15/)

    await user.click(within(row).getByRole('button', { name: 'Editar la toma de constantes del 22/11/2026' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar registro de signos vitales' })
    expect(dialog).toHaveTextContent('Firmado por Carmen Ruiz Gómez')
    expect(dialog).toHaveTextContent(/modificado por Ana Gil, 22\/11\/2026/)
    expect(within(dialog).getByLabelText(/Temperatura/)).toHaveValue('37,2')
    expect(await within(dialog).findByText('Fuera del rango de referencia (35–37 °C).')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText(/Temperatura/))
    await user.type(within(dialog).getByLabelText(/Temperatura/), '36,8')
    expect(within(dialog).getByText('Referencia: 35–37 °C')).toBeInTheDocument()
  }, 20_000)

  it("lets a doctor change the ranges, checked before sending, with the server's messages on their fields", async () => {
    const puts: unknown[] = []
    let refused = false
    serve(records, (url, init) => {
      if (pathOf(url) !== '/api/vital-ranges/r1' || init?.method !== 'PUT') return undefined
      puts.push(JSON.parse(String(init.body)))
      if (!refused) {
        refused = true
        return jsonResponse(422, {
          message: 'Revisa los campos marcados.',
          fields: { 'glucose.max': 'Valor imposible (10–1000).' },
        })
      }
      return jsonResponse(200, { ...defaultRanges, temperature: { min: 35, max: 38 } })
    })
    const user = userEvent.setup()
    renderTab(true, ['records.clinical', 'kardex.prescribe'])
    await user.click(await screen.findByRole('button', { name: 'Rangos de referencia de María José Núñez Peña' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rangos de referencia' })
    const temperature = await within(dialog).findByRole('group', { name: 'Temperatura (°C)' })
    const min = within(temperature).getByLabelText('Mínimo')
    const max = within(temperature).getByLabelText('Máximo')
    expect(min).toHaveValue('35,5')
    expect(max).toHaveValue('37,5')
    // Beside each range, the server's default; weight has none (only what is possible).
    expect(temperature).toHaveAccessibleDescription('Por defecto: 35,5–37,5 °C')
    const weight = within(dialog).getByRole('group', { name: 'Peso (kg)' })
    expect(within(weight).queryByText(/Por defecto/)).not.toBeInTheDocument()

    await user.clear(min)
    await user.type(min, '38')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(temperature).findByText('El máximo debe ser mayor que el mínimo.')).toBeInTheDocument()
    await user.clear(min)
    await user.type(min, '20')
    expect(await within(temperature).findByText('Valor imposible (25–45).')).toBeInTheDocument()
    await user.clear(max)
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(temperature).findByText('Indica el mínimo y el máximo.')).toBeInTheDocument()
    expect(puts).toEqual([])

    await user.clear(min)
    await user.type(min, '35')
    await user.type(max, '38')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    const glucose = within(dialog).getByRole('group', { name: 'Glucosa (mg/dL)' })
    expect(await within(glucose).findByText('Valor imposible (10–1000).')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(puts[1]).toEqual({ ...defaultRanges, temperature: { min: 35, max: 38 } })
    expect(await screen.findByText('Rangos Actualizados')).toBeInTheDocument()
    // The ranges decide which readings are out of range: the list is read again.
    await waitFor(() =>
      expect(listCalls(fetchMock, '/api/vitalsigns/r1').filter((url) => url.includes('limit=')).length).toBeGreaterThan(1),
    )
  }, 20_000)

  it("reads only the chart's period: the last 30 days, then 1 año or 7 d as chosen", async () => {
    serve([...records, record('v0', '2026-06-01', { systolicPressure: 150 })])
    const user = userEvent.setup()
    renderTab()
    const trend = await screen.findByRole('region', { name: 'Evolución' })
    const periods = within(trend).getByRole('group', { name: 'Periodo de la gráfica' })
    expect(within(periods).getByRole('button', { name: '30 d' })).toHaveAttribute('aria-pressed', 'true')
    expect(
      await within(trend).findByText(/Las 2 lecturas están dentro del rango de referencia\./),
    ).toBeInTheDocument()
    const periodCalls = () => listCalls(fetchMock, '/api/vitalsigns/r1').filter((url) => url.includes('from='))
    expect(periodCalls()).toEqual(['/api/vitalsigns/r1?from=2026-10-23&to=2026-11-21'])

    await user.click(within(periods).getByRole('button', { name: '1 año' }))
    expect(await within(trend).findByText(/Las 3 lecturas están dentro del rango de referencia\./)).toBeInTheDocument()
    expect(within(periods).getByRole('button', { name: '1 año' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(periods).getByRole('button', { name: '30 d' })).toHaveAttribute('aria-pressed', 'false')

    await user.click(within(periods).getByRole('button', { name: '7 d' }))
    await waitFor(() =>
      expect(periodCalls()).toEqual([
        '/api/vitalsigns/r1?from=2026-10-23&to=2026-11-21',
        '/api/vitalsigns/r1?from=2025-11-22&to=2026-11-21',
        '/api/vitalsigns/r1?from=2026-11-15&to=2026-11-21',
      ]),
    )
    expect(await within(trend).findByText(/Las 2 lecturas están dentro/)).toBeInTheDocument()
    // The list below still pages through every record, whatever the chart's period.
    expect(listCalls(fetchMock, '/api/vitalsigns/r1').filter((url) => url.includes('limit='))).toEqual([
      '/api/vitalsigns/r1?limit=50',
    ])
  })

  it("shows the measures with the server's labels, units and limits, once they are read", async () => {
    let measures = 0
    const renamed = vitalMeasuresAnswer.map((measure) =>
      measure.key === 'temperature' ? { ...measure, label: 'Temperatura axilar', max: 43 } : measure,
    )
    serve(records, (url) => {
      if (pathOf(url) !== '/api/vital-ranges') return undefined
      measures++
      return measures === 1
        ? jsonResponse(500, { message: 'Ha ocurrido un error inesperado.', fields: {} })
        : jsonResponse(200, renamed)
    })
    const user = userEvent.setup()
    renderTab()
    // Without them nothing can be shown or checked: the tab says so and offers to try again.
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('No se pudieron cargar las unidades y los límites de los signos vitales.')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.click(within(failed).getByRole('button', { name: /Reintentar/ }))

    const table = await screen.findByRole('table', { name: 'Registros de signos vitales' })
    const row = (await within(table).findByText('20/11/2026 08:30')).closest('tr')!
    expect(within(row).getByTitle('Temperatura axilar')).toHaveTextContent('Temp.')
    await user.click(screen.getByRole('button', { name: 'Nuevo Registro' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo registro de signos vitales' })
    const temperature = within(dialog).getByLabelText(/Temperatura axilar/)
    await user.type(temperature, '44')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('Valor imposible (25–43).')).toBeInTheDocument()
    expect(measures).toBe(2)
  }, 20_000)

  it('offers the ranges only to doctors', async () => {
    serve(records)
    renderTab()
    await screen.findByRole('region', { name: 'Evolución' })
    expect(screen.queryByRole('button', { name: /rangos de referencia/i })).not.toBeInTheDocument()
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
