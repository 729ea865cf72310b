import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { ResidentPage } from '@/features/patients/components/page/resident-page'
import { ResidentSummary } from '@/features/patients/components/page/resident-summary'
import { usePageResident } from '@/features/patients/components/page/resident-context'
import { todayISO } from '@/lib/dates'
import { PermissionsProvider } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { allBut, PERMISSIONS } from '@/test/permissions'
import { renderWithProviders } from '@/test/render'
import { InMemoryRouter } from '@/test/in-memory-router'
import { recordedEssentials, savedResident } from '@/test/resident-fixtures'
import { vitalMeasuresAnswer } from '@/test/vital-measures'

const fetchMock = useFetchMock()

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
})

const signed = { createdBy: 'u2', createdByName: 'Carmen Ruiz', createdAt: '2026-03-10T08:00:00Z' }

const vitals = [
  { _id: 'v1', residentId: 'r1', date: '2026-03-09', time: '08:00', vitalSigns: { heartRate: 70 }, outOfRange: [], ...signed },
  {
    _id: 'v2',
    residentId: 'r1',
    date: '2026-03-10',
    time: '08:30',
    vitalSigns: { systolicPressure: 165, temperature: 36.8 },
    outOfRange: ['systolicPressure'],
    ...signed,
  },
]

const care = [{ _id: 'c1', user: 'r1', date: todayISO(), bath: true, breakfast: true, lunch: false, dinner: false, diaperChange: false, ...signed }]

const incidents = [
  { _id: 'i1', residentId: 'r1', date: '2026-03-01', time: '10:00', shift: 'mañana', situation: 'Caída antigua.', ...signed },
  { _id: 'i2', residentId: 'r1', date: '2026-03-12', time: '13:40', shift: 'tarde', situation: 'Caída en el comedor.', ...signed },
]

/** The server: the resident (or `resident`'s answer) and their records. */
function serve(resident: Response | (() => Response) = () => jsonResponse(200, savedResident())) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input)
    if (path === '/api/patients/r1') return typeof resident === 'function' ? resident() : resident
    if (path === '/api/vitalsigns/r1') return jsonResponse(200, vitals)
    if (path === '/api/vital-ranges') return jsonResponse(200, vitalMeasuresAnswer)
    if (path === '/api/care-records/r1') return jsonResponse(200, care)
    if (path === '/api/incidents/r1') return jsonResponse(200, incidents)
    return jsonResponse(404, { message: 'No encontrado.', fields: {} })
  })
}

function Summary() {
  return <ResidentSummary resident={usePageResident()} />
}

function renderPage(permissions: readonly string[] = PERMISSIONS.nurse) {
  return renderWithProviders(
    <PermissionsProvider permissions={permissions}>
      <InMemoryRouter path="/patients/r1">
        <ResidentPage residentId="r1">
          <Summary />
        </ResidentPage>
      </InMemoryRouter>
    </PermissionsProvider>,
  )
}

describe('ResidentPage', () => {
  it('shows who the resident is, the allergies in red, and the sections as links', async () => {
    serve()
    renderPage()
    expect(await screen.findByRole('status', { name: 'Cargando la ficha del residente…' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'María José Núñez Peña' })).toBeInTheDocument()
    expect(screen.getByText('Hab. 12B · 83 años · Planta baja')).toBeInTheDocument()
    const allergies = screen.getByRole('note', { name: 'Alergias' })
    expect(allergies).toHaveTextContent('Alergias: Penicilina')
    expect(allergies.className).toContain('text-destructive')
    expect(screen.queryByRole('note', { name: 'Estado de reanimación' })).not.toBeInTheDocument()
    expect(document.title).toBe('María José Núñez Peña | Amparo')

    const tabs = within(screen.getByRole('navigation', { name: 'Secciones del residente' })).getAllByRole('link')
    expect(tabs.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Resumen', '/patients/r1'],
      ['Datos', '/patients/r1/datos'],
      ['Notas TS', '/patients/r1/notas-ts'],
      ['Notas', '/patients/r1/notas'],
      ['Vitales', '/patients/r1/vitales'],
      ['Incidentes', '/patients/r1/incidentes'],
      ['Kardex', '/patients/r1/kardex'],
      ['Cuidados', '/patients/r1/cuidados'],
      ['Contenciones', '/patients/r1/contenciones'],
      ['Caídas', '/patients/r1/caidas'],
      ['Valoraciones', '/patients/r1/valoraciones'],
      ['PAI', '/patients/r1/pai'],
      ['Piel', '/patients/r1/piel'],
      ['Seguimiento', '/patients/r1/seguimiento'],
    ])
    expect(screen.getByRole('link', { name: 'Resumen' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Volver a Pacientes' })).toHaveAttribute('href', '/patients')
  })

  it('hides Datos from those who do not admit residents', async () => {
    serve()
    renderPage(allBut('residents.admit'))
    const nav = await screen.findByRole('navigation', { name: 'Secciones del residente' })
    expect(within(nav).queryByRole('link', { name: 'Datos' })).not.toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Kardex' })).toBeInTheDocument()
  })

  it('sums up the diagnosis, the latest vitals with the out-of-range marks, today\'s care and the recent incidents', async () => {
    serve()
    renderPage()
    const diagnosis = await screen.findByRole('region', { name: 'Diagnóstico' })
    expect(diagnosis).toHaveTextContent('Hipertensión')

    const latest = screen.getByRole('region', { name: 'Últimos signos vitales' })
    expect(await within(latest).findByText('10/03/2026 08:30 · Carmen Ruiz')).toBeInTheDocument()
    expect(latest).toHaveTextContent('1 medida fuera del rango del residente')
    const systolic = within(latest).getByText('Presión sistólica').parentElement!
    expect(systolic).toHaveAttribute('data-reading', 'out-of-range')
    expect(systolic).toHaveTextContent('165 mmHg(fuera de rango)')
    const temperature = within(latest).getByText('Temperatura').parentElement!
    expect(temperature).toHaveAttribute('data-reading', 'in-range')
    expect(temperature).toHaveTextContent('36,8 °C')
    expect(within(latest).queryByText('Frecuencia cardiaca')).not.toBeInTheDocument()
    expect(within(latest).getByRole('link', { name: 'Ver todos los signos vitales' })).toHaveAttribute('href', '/patients/r1/vitales')

    const today = screen.getByRole('region', { name: 'Cuidados de hoy' })
    expect(await within(today).findByText('Baño')).toBeInTheDocument()
    expect(today).toHaveTextContent('Baño: Sí')
    expect(today).toHaveTextContent('Comida: No')
    expect(today).toHaveTextContent('Registrado por Carmen Ruiz')

    const recent = screen.getByRole('region', { name: 'Incidentes recientes' })
    const items = await within(recent).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '12/03/2026 13:40 · tardeCaída en el comedor.',
      '01/03/2026 10:00 · mañanaCaída antigua.',
    ])
  })

  it('shows a limit on treatment beside the allergies, and the essentials in the summary', async () => {
    serve(() => jsonResponse(200, savedResident(recordedEssentials)))
    renderPage()
    expect(await screen.findByRole('note', { name: 'Estado de reanimación' })).toHaveTextContent('No RCP')
    const essentials = screen.getByRole('region', { name: 'Datos esenciales' })
    expect(within(essentials).getByText('Instrucciones previas').nextElementSibling).toHaveTextContent('Registradas')
    expect(within(essentials).getByText('Textura (IDDSI)').nextElementSibling).toHaveTextContent('5 · Picado y húmedo')
  })

  it('says there is no such resident, with the way back to the list', async () => {
    serve(jsonResponse(404, { message: 'Paciente no encontrado.', fields: {} }))
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Residente no encontrado' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('No hay ningún residente con esta dirección.')
    expect(screen.queryByRole('navigation', { name: 'Secciones del residente' })).not.toBeInTheDocument()
  })

  it('says when the resident cannot be loaded, and retries', async () => {
    let answer = jsonResponse(500, { message: 'Error interno del servidor.', fields: {} })
    serve(() => answer)
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar la ficha del residente. Error interno del servidor.',
    )
    answer = jsonResponse(200, savedResident())
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'María José Núñez Peña' })).toBeInTheDocument())
  })
})
