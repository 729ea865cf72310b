import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { TeamView } from '@/features/staff/admin-search'
import { AdminPage } from '@/features/staff/components/admin-page'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { calledUrls } from '@/test/serve-list'

const fetchMock = useFetchMock()

const staff = [
  {
    _id: 's1',
    name: 'Carmen Ruiz Gómez',
    position: 'nurse',
    role: 'nurse',
    isAdmin: true,
    specialty: 'Enfermería geriátrica',
    email: 'carmen.ruiz@residencia.es',
    username: 'carmen.ruiz',
    phone: '+34 642 232 344',
  },
  {
    _id: 'me',
    name: 'Lucía Fernández Ortega',
    position: 'administrative',
    role: 'administrative',
    isAdmin: true,
    specialty: '',
    email: '',
    username: 'admin',
    phone: '+34 612 345 678',
  },
  {
    _id: 's2',
    name: 'Tomás Íñiguez Prado',
    position: 'nurse',
    role: 'nurse',
    isAdmin: false,
    specialty: 'Turno de tarde',
    email: 'tomas.iniguez@residencia.es',
    username: 'tomas.iniguez',
    phone: '+34 643 243 351',
  },
]

const socialWorkers = [
  {
    _id: 'w1',
    name: 'Lucía Peña Rivas',
    area: 'Planta baja',
    email: 'lucia.pena@residencia.es',
    username: 'lucia.pena',
    phone: '+34 646 276 372',
    licenseNumber: 'TS-2841',
  },
]

type Route = (url: URL, init: RequestInit | undefined) => Response | undefined

/** Answers both lists, and whatever `route` handles first. */
function serve(route: Route = () => undefined, lists = { staff, socialWorkers }) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const answer = route(url, init)
    if (answer) return answer
    if (url.pathname === '/api/staff/all') return jsonResponse(200, { data: lists.staff })
    if (url.pathname === '/api/socialworker/all') return jsonResponse(200, { data: lists.socialWorkers })
    return jsonResponse(404, { message: 'No se encontró lo que buscas.', fields: {} })
  })
}

const calls = (method: string) => calledUrls(fetchMock, method)

function Harness({
  initialView = 'personal',
  canWrite = true,
  onOwnDetailsSaved = vi.fn(),
}: {
  initialView?: TeamView
  canWrite?: boolean
  onOwnDetailsSaved?: () => void
}) {
  const [view, setView] = useState<TeamView>(initialView)
  return (
    <TooltipProvider>
      <AdminPage
        view={view}
        onViewChange={setView}
        canWrite={canWrite}
        currentUserId="me"
        onOwnDetailsSaved={onOwnDetailsSaved}
      />
      <Toaster />
    </TooltipProvider>
  )
}

beforeEach(() => {
  saveSession({ _id: 'me', username: 'admin' }, 'tok')
})

/** The table once its rows (not the loading placeholders) are shown. */
async function findTable(name: string, firstPerson: string) {
  const table = await screen.findByRole('table', { name })
  await within(table).findByText(firstPerson)
  return table
}

const row = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) })

describe('AdminPage', () => {
  it('lists the personnel with Cargo, an Admin. badge for a nurse who administers, and "Tú" on one\'s own row', async () => {
    serve()
    renderWithProviders(<Harness />)
    const table = await findTable('Personal', 'Carmen Ruiz Gómez')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nombre', 'Cargo', 'Especialidad', 'Email', 'Teléfono', 'Acciones'])
    const carmen = row(table, 'Carmen Ruiz')
    expect(carmen).toHaveTextContent('Enfermera')
    expect(within(carmen).getByText('Admin.')).toBeInTheDocument()
    expect(within(carmen).getByText('También tiene el rol administrativo')).toBeInTheDocument()
    // An administrative person's job already says it.
    expect(within(row(table, 'Lucía Fernández')).queryByText('Admin.')).not.toBeInTheDocument()
    expect(within(row(table, 'Tomás')).queryByText('Admin.')).not.toBeInTheDocument()

    const mine = row(table, 'Lucía Fernández')
    expect(within(mine).getByText('Tú')).toBeInTheDocument()
    expect(within(mine).getByRole('button', { name: 'Editar a Lucía Fernández Ortega' })).toBeInTheDocument()
    expect(within(mine).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument()
    expect(within(mine).queryByRole('button', { name: /Restablecer/ })).not.toBeInTheDocument()
    expect(within(carmen).getByRole('button', { name: 'Eliminar a Carmen Ruiz Gómez' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nuevo Personal' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Personal' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('filters by name without accents or case, and says when no one matches', async () => {
    serve()
    renderWithProviders(<Harness />)
    const table = await findTable('Personal', 'Carmen Ruiz Gómez')
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Buscar personal' }), 'INIGUEZ')
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(row(table, 'Tomás Íñiguez Prado')).toBeInTheDocument()

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar personal' }))
    await user.type(screen.getByRole('searchbox', { name: 'Buscar personal' }), 'nadie')
    expect(within(table).getByText('Ninguna persona coincide con la búsqueda.')).toBeInTheDocument()
  })

  it('says when the lists are empty', async () => {
    serve(undefined, { staff: [], socialWorkers: [] })
    renderWithProviders(<Harness />)
    expect((await screen.findAllByText('No hay personal registrado.')).length).toBeGreaterThan(0)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Social' }))
    expect((await screen.findAllByText('No hay trabajadoras sociales registradas.')).length).toBeGreaterThan(0)
  })

  it('deletes after "¿Eliminar este personal?" with DELETE /staff/{id} and "Personal Eliminado"', async () => {
    serve((_url, init) =>
      init?.method === 'DELETE' ? jsonResponse(200, { message: 'Personal eliminado.' }) : undefined,
    )
    renderWithProviders(<Harness />)
    const table = await findTable('Personal', 'Tomás Íñiguez Prado')
    const user = userEvent.setup()
    await user.click(within(row(table, 'Tomás')).getByRole('button', { name: 'Eliminar a Tomás Íñiguez Prado' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este personal?' })
    expect(dialog).toHaveTextContent('ya no podrá iniciar sesión')
    expect(dialog).toHaveTextContent('Su nombre se conserva en todo lo que haya firmado.')
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(calls('DELETE')).toEqual(['/api/staff/s2']))
    expect(await screen.findByText('Personal Eliminado')).toBeInTheDocument()
    expect(screen.getByText('El personal ha sido eliminado correctamente.')).toBeInTheDocument()
    await waitFor(() => expect(calls('GET').filter((u) => u === '/api/staff/all')).toHaveLength(2))
  })

  it('shows a refused delete in the toast and the banner, and keeps the confirmation open', async () => {
    serve((_url, init) =>
      init?.method === 'DELETE'
        ? jsonResponse(403, { message: 'No tienes permiso para realizar esta acción.', fields: {} })
        : undefined,
    )
    renderWithProviders(<Harness />)
    const table = await findTable('Personal', 'Carmen Ruiz Gómez')
    const user = userEvent.setup()
    await user.click(within(row(table, 'Carmen')).getByRole('button', { name: 'Eliminar a Carmen Ruiz Gómez' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(
      await screen.findByText('No tienes permiso para realizar esta acción.', { selector: '[role=alert] *' }),
    ).toBeInTheDocument()
    expect(screen.getByText('¡Vaya!')).toBeInTheDocument()
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })

  it('resets a password after a confirmation and shows the temporary one once', async () => {
    serve((url, init) =>
      init?.method === 'POST' && url.pathname === '/api/users/s2/reset-password'
        ? jsonResponse(200, { password: 'k7PzQm3xWd', message: 'Contraseña temporal creada.' })
        : undefined,
    )
    renderWithProviders(<Harness />)
    const table = await findTable('Personal', 'Tomás Íñiguez Prado')
    const user = userEvent.setup()
    await user.click(
      within(row(table, 'Tomás')).getByRole('button', { name: 'Restablecer la contraseña de Tomás Íñiguez Prado' }),
    )
    const confirm = await screen.findByRole('alertdialog', { name: '¿Restablecer la contraseña?' })
    await user.click(within(confirm).getByRole('button', { name: 'Restablecer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Contraseña temporal' })
    expect(within(dialog).getByRole('textbox')).toHaveValue('k7PzQm3xWd')
    expect(dialog).toHaveTextContent('No se volverá a mostrar.')
    await user.click(within(dialog).getByRole('button', { name: 'Hecho' }))
    await waitFor(() => expect(screen.queryByDisplayValue('k7PzQm3xWd')).not.toBeInTheDocument())
  })

  it("refreshes the session after one edits one's own details, and not after editing someone else", async () => {
    serve((url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(
            200,
            staff.find((s) => url.pathname.endsWith(s._id)),
          )
        : undefined,
    )
    const onOwnDetailsSaved = vi.fn()
    renderWithProviders(<Harness onOwnDetailsSaved={onOwnDetailsSaved} />)
    const table = await findTable('Personal', 'Carmen Ruiz Gómez')
    const user = userEvent.setup()

    await user.click(within(row(table, 'Carmen')).getByRole('button', { name: 'Editar a Carmen Ruiz Gómez' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Actualizar' }))
    expect(await screen.findByText('Personal actualizado')).toBeInTheDocument()
    expect(onOwnDetailsSaved).not.toHaveBeenCalled()

    await user.click(within(row(table, 'Lucía')).getByRole('button', { name: 'Editar a Lucía Fernández Ortega' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Actualizar' }))
    await waitFor(() => expect(onOwnDetailsSaved).toHaveBeenCalledTimes(1))
    expect(calls('PUT')).toEqual(['/api/staff/s1', '/api/staff/me'])
  })

  it('is read-only for users who are not administrative', async () => {
    serve()
    renderWithProviders(<Harness canWrite={false} />)
    const table = await findTable('Personal', 'Carmen Ruiz Gómez')
    expect(
      screen.getByText(/Solo el personal administrativo puede dar de alta, editar o eliminar a sus miembros/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Nuevo Personal' })).not.toBeInTheDocument()
    expect(within(table).queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Editar|Eliminar|Restablecer/ })).not.toBeInTheDocument()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Social' }))
    await findTable('Trabajadoras sociales', 'Lucía Peña Rivas')
    expect(screen.queryByRole('button', { name: 'Nueva Trabajadora Social' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Editar|Eliminar|Restablecer/ })).not.toBeInTheDocument()
  })

  it('lists the social workers, deletes after "¿Eliminar este trabajador social?"', async () => {
    serve((_url, init) =>
      init?.method === 'DELETE' ? jsonResponse(200, { message: 'Trabajadora social eliminada.' }) : undefined,
    )
    renderWithProviders(<Harness initialView="social" />)
    const table = await findTable('Trabajadoras sociales', 'Lucía Peña Rivas')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nombre', 'Área', 'Email', 'Teléfono', 'Acciones'])
    expect(row(table, 'Lucía Peña')).toHaveTextContent('Planta baja')
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Buscar trabajadoras sociales' }), 'lucia pena')
    expect(row(table, 'Lucía Peña')).toBeInTheDocument()
    await user.click(within(row(table, 'Lucía Peña')).getByRole('button', { name: 'Eliminar a Lucía Peña Rivas' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este trabajador social?' })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(calls('DELETE')).toEqual(['/api/socialworker/w1']))
    expect(await screen.findByText('Trabajadora Social Eliminada')).toBeInTheDocument()
  })

  it('says "Error al obtener las trabajadoras sociales." when the list fails without a message, and retries', async () => {
    let fail = true
    serve((url) => (url.pathname === '/api/socialworker/all' && fail ? new Response('', { status: 500 }) : undefined))
    renderWithProviders(<Harness initialView="social" />)
    const alert = await screen.findByText('Error al obtener las trabajadoras sociales.', { selector: '[role=alert] *' })
    expect(alert).toBeInTheDocument()
    fail = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))
    await findTable('Trabajadoras sociales', 'Lucía Peña Rivas')
  })
})
