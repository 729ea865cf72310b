import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { PatientsPage } from '@/features/patients/components/list/patients-page'
import { patientListSearchSchema, type PatientListSearch } from '@/features/patients/list-search'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { allBut, PERMISSIONS } from '@/test/permissions'
import { renderWithProviders } from '@/test/render'
import { InMemoryRouter } from '@/test/in-memory-router'
import { SearchPageHarness } from '@/test/search-page-harness'
import { calledUrls } from '@/test/serve-list'

const fetchMock = useFetchMock()

const areas = [
  { _id: 'a1', name: 'Planta baja', description: '', patientCount: 1 },
  { _id: 'a2', name: 'Planta 1', description: '', patientCount: 0 },
]

function resident(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    name,
    age: 84,
    room: '12B',
    area: null,
    areaName: '',
    photo: null,
    photoThumb: null,
    archived: false,
    createdAt: '2026-01-01T00:00:00Z',
    admissionDate: '2026-01-01',
    ...extra,
  }
}

/** The full resident the archive toggle answers with (GET /patients/{id} shape). */
function fullResident(id: string, name: string) {
  const flags = {
    medicalEquipment: {},
    evaluationMethod: {},
    orientation: {},
    residentReceipt: {},
    physicalCondition: {},
  }
  return { ...resident(id, name), ...flags, fullName: name, additionalFamilyMembers: [] }
}

const page = (data: unknown[], totalPages = 1) => ({
  data,
  meta: { page: 1, limit: 10, total: data.length, totalPages },
})

type Route = (url: URL, init: RequestInit | undefined) => Response | undefined

/** Answers the list and the areas, and whatever `route` handles first. */
function serve(list: unknown, route: Route = () => undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const answer = route(url, init)
    if (answer) return answer
    if (url.pathname === '/api/areas') return jsonResponse(200, areas)
    if (url.pathname.startsWith('/api/patients/')) return jsonResponse(200, list)
    return jsonResponse(404, { message: 'No encontrado.', fields: {} })
  })
}

const calls = (method: string) => calledUrls(fetchMock, method)

/** Where the page's links and row clicks went. */
let location = () => ''

function Harness(props: { initial?: Partial<PatientListSearch>; permissions?: readonly string[] }) {
  return (
    <InMemoryRouter
      path="/patients"
      onRouter={(router) => {
        location = () => router.state.location.pathname
      }}
    >
      <SearchPageHarness
        schema={patientListSearchSchema}
        {...props}
        page={(search, onSearchChange) => <PatientsPage search={search} onSearchChange={onSearchChange} signedInName="Lucía Martín" />}
      />
    </InMemoryRouter>
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
  // jsdom has no pointer capture or scrolling, which Radix Select calls.
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

/** The table once its rows (not the loading placeholders) are shown. */
async function findTable(name: string, firstResident: string) {
  const table = await screen.findByRole('table', { name })
  await within(table).findByText(firstResident)
  return table
}

describe('PatientsPage', () => {
  it('lists the residents with room, area and "Página X de Y"', async () => {
    serve(
      page(
        [
          resident('p1', 'María José Núñez', { area: 'a1', areaName: 'Planta baja' }),
          resident('p2', 'José Ruiz', { room: '' }),
        ],
        3,
      ),
    )
    renderWithProviders(<Harness />)
    const table = await findTable('Pacientes activos', 'María José Núñez')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('María José Núñez')
    expect(rows[0]).toHaveTextContent('Planta baja')
    expect(rows[1]).toHaveTextContent('—')
    expect(rows[1]).toHaveTextContent('Sin área')
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument()
    expect(calls('GET')).toContain('/api/patients/all?page=1&limit=10&sort=name&order=asc')
  })

  it('opens the resident\'s page from the name, from a click anywhere on the row, and from a card', async () => {
    serve(page([resident('p1', 'Ana Gil', { room: '7' })]))
    renderWithProviders(<Harness />)
    const table = await findTable('Pacientes activos', 'Ana Gil')
    const user = userEvent.setup()
    const link = within(table).getByRole('link', { name: 'Abrir la ficha de Ana Gil' })
    expect(link).toHaveAttribute('href', '/patients/p1')
    expect(link).toHaveTextContent('Ana Gil')

    await user.click(within(table).getByText('7'))
    await waitFor(() => expect(location()).toBe('/patients/p1'))

    const cards = screen.getByRole('list', { name: 'Pacientes activos' })
    expect(within(cards).getByRole('link', { name: 'Abrir la ficha de Ana Gil' })).toHaveAttribute('href', '/patients/p1')
  })

  it('a click on a row\'s own button does its job without opening the resident', async () => {
    serve(page([resident('p1', 'Ana Gil')]))
    renderWithProviders(<Harness />)
    const table = await findTable('Pacientes activos', 'Ana Gil')
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Archivar a Ana Gil' }))
    expect(await screen.findByRole('alertdialog', { name: '¿Cambiar estado de archivado?' })).toBeInTheDocument()
    expect(location()).toBe('/patients')
  })

  it('on a touch screen the row\'s "Más acciones" menu names each action, and archiving still asks first', async () => {
    serve(page([resident('p1', 'Ana Gil')]))
    renderWithProviders(<Harness />)
    const table = await findTable('Pacientes activos', 'Ana Gil')
    const user = userEvent.setup()
    await user.click(within(table).getByRole('button', { name: 'Más acciones para Ana Gil' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Descargar ficha (PDF)', 'Archivar'])
    await user.click(within(menu).getByRole('menuitem', { name: 'Archivar' }))
    expect(await screen.findByRole('alertdialog', { name: '¿Cambiar estado de archivado?' })).toBeInTheDocument()
    expect(location()).toBe('/patients')
  })

  it('says which list is empty, and when nothing matches the search', async () => {
    serve(page([]))
    renderWithProviders(<Harness initial={{ view: 'archived' }} />)
    expect((await screen.findAllByText('No hay pacientes archivados.')).length).toBeGreaterThan(0)

    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Buscar pacientes'), 'nunez')
    expect((await screen.findAllByText('Ningún paciente coincide con la búsqueda.')).length).toBeGreaterThan(0)
    await waitFor(() =>
      expect(calls('GET')).toContain('/api/patients/archived?page=1&limit=10&search=nunez&sort=name&order=asc'),
    )
    // Typing is sent once it pauses, not letter by letter.
    expect(calls('GET').filter((url) => url.includes('search=nu&') || url.includes('search=n&'))).toEqual([])
  })

  it('sorts by name descending on a second click of the header', async () => {
    serve(page([resident('p1', 'Ana')]))
    renderWithProviders(<Harness />)
    const table = await findTable('Pacientes activos', 'Ana')
    const user = userEvent.setup()
    await user.click(within(table).getByRole('button', { name: 'Nombre' }))
    await waitFor(() => expect(calls('GET')).toContain('/api/patients/all?page=1&limit=10&sort=name&order=desc'))
    expect(within(table).getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'descending')
  })

  it('archives after "¿Cambiar estado de archivado?" with PATCH /patients/archive/{id}', async () => {
    serve(page([resident('p1', 'Ana Gil')]), (_url, init) =>
      init?.method === 'PATCH' ? jsonResponse(200, { ...fullResident('p1', 'Ana Gil'), archived: true }) : undefined,
    )
    renderWithProviders(<Harness />)
    const table = await findTable('Pacientes activos', 'Ana Gil')
    const user = userEvent.setup()
    await user.click(within(table).getByRole('button', { name: 'Archivar a Ana Gil' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cambiar estado de archivado?' })
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    await waitFor(() => expect(calls('PATCH')).toEqual(['/api/patients/archive/p1']))
    expect(await screen.findByText('Paciente Actualizado')).toBeInTheDocument()
    expect(screen.getByText('Estado archivado cambiado.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('offers unarchive and delete for an archived resident, and keeps the dialog open on a refusal', async () => {
    serve(page([resident('p1', 'Ana Gil', { archived: true })]), (_url, init) =>
      init?.method === 'DELETE'
        ? jsonResponse(403, { message: 'No tienes permiso para realizar esta acción.', fields: {} })
        : undefined,
    )
    renderWithProviders(<Harness initial={{ view: 'archived' }} />)
    const table = await findTable('Pacientes archivados', 'Ana Gil')
    expect(within(table).getByRole('button', { name: 'Desarchivar a Ana Gil' })).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Archivar a Ana Gil' })).not.toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(within(table).getByRole('button', { name: 'Eliminar a Ana Gil' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar?' })
    expect(dialog).toHaveTextContent('registro de auditoría')
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(
      await screen.findByText('No tienes permiso para realizar esta acción.', { selector: '[role=alert] *' }),
    ).toBeInTheDocument()
    expect(calls('DELETE')).toEqual(['/api/patients/p1'])
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })

  it('hides area tools, restore and delete from a nurse, who still admits residents', async () => {
    serve(page([resident('p1', 'Ana Gil', { archived: true })]))
    renderWithProviders(<Harness initial={{ view: 'archived', area: 'a1' }} permissions={PERMISSIONS.nurse} />)
    const table = await findTable('Pacientes archivados', 'Ana Gil')
    expect(within(table).queryByRole('button', { name: 'Eliminar a Ana Gil' })).not.toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Desarchivar a Ana Gil' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Configurar áreas' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Editar el área Planta baja' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nuevo Paciente' })).toBeInTheDocument()
  })

  it('shows no Archivar without residents.archive, whatever else the user may do', async () => {
    serve(page([resident('p1', 'Ana Gil')]))
    renderWithProviders(<Harness permissions={allBut('residents.archive')} />)
    const table = await findTable('Pacientes activos', 'Ana Gil')
    expect(within(table).queryByRole('button', { name: 'Archivar a Ana Gil' })).not.toBeInTheDocument()
    expect(within(table).getByRole('link', { name: 'Abrir la ficha de Ana Gil' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Configurar áreas' })).toBeInTheDocument()
  })

  it('shows no Nuevo Paciente without residents.admit, and no area tools without areas.manage', async () => {
    serve(page([resident('p1', 'Ana Gil')]))
    renderWithProviders(<Harness permissions={allBut('residents.admit', 'areas.manage')} />)
    const table = await findTable('Pacientes activos', 'Ana Gil')
    expect(screen.queryByRole('button', { name: 'Nuevo Paciente' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Configurar áreas' })).not.toBeInTheDocument()
    expect(within(table).getByRole('button', { name: 'Archivar a Ana Gil' })).toBeInTheDocument()
  })

  it('configures areas: one change is assigned with POST /areas/{area}/patients/{id}', async () => {
    serve(
      page([resident('p1', 'Ana Gil'), resident('p2', 'Luis Paz', { area: 'a1', areaName: 'Planta baja' })]),
      (_url, init) =>
        init?.method === 'POST'
          ? jsonResponse(200, resident('p1', 'Ana Gil', { area: 'a2', areaName: 'Planta 1' }))
          : undefined,
    )
    renderWithProviders(<Harness />)
    const table = await findTable('Pacientes activos', 'Ana Gil')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Configurar áreas' }))
    expect(screen.getByRole('button', { name: 'Guardar áreas' })).toBeDisabled()

    await user.click(within(table).getByRole('combobox', { name: 'Área de Ana Gil' }))
    await user.click(await screen.findByRole('option', { name: 'Planta 1' }))
    expect(screen.getByText('1 cambio sin guardar.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Guardar áreas' }))

    await waitFor(() => expect(calls('POST')).toEqual(['/api/areas/a2/patients/p1']))
    expect(await screen.findByText('Paciente asignado')).toBeInTheDocument()
    expect(screen.getByText('Ana Gil está ahora en Planta 1.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Configurar áreas' })).toBeInTheDocument()
  })

  it('keeps the changes that were not saved when one assignment fails, and says which', async () => {
    serve(page([resident('p1', 'Ana Gil'), resident('p2', 'Luis Paz')]), (url, init) => {
      if (init?.method !== 'POST') return undefined
      if (url.pathname.endsWith('/p1'))
        return jsonResponse(200, resident('p1', 'Ana Gil', { area: 'a2', areaName: 'Planta 1' }))
      return jsonResponse(409, { message: 'El residente está archivado.', fields: {} })
    })
    renderWithProviders(<Harness />)
    const table = await findTable('Pacientes activos', 'Ana Gil')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Configurar áreas' }))
    for (const name of ['Ana Gil', 'Luis Paz']) {
      await user.click(within(table).getByRole('combobox', { name: `Área de ${name}` }))
      await user.click(await screen.findByRole('option', { name: 'Planta 1' }))
    }
    await user.click(screen.getByRole('button', { name: 'Guardar áreas' }))

    expect(await screen.findByText('El residente está archivado.', { selector: '[role=alert] *' })).toBeInTheDocument()
    expect(screen.getByText('Error asignando paciente')).toBeInTheDocument()
    expect(calls('POST')).toEqual(['/api/areas/a2/patients/p1', '/api/areas/a2/patients/p2'])
    // Still configuring, with Luis Paz's change left to save.
    expect(screen.getByRole('button', { name: 'Guardar áreas' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Guardar áreas' }))
    await waitFor(() =>
      expect(calls('POST')).toEqual([
        '/api/areas/a2/patients/p1',
        '/api/areas/a2/patients/p2',
        '/api/areas/a2/patients/p2',
      ]),
    )
  })
})
