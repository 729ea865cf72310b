import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { InventoryPage } from '@/features/inventory/components/inventory-page'
import { inventorySearchSchema, type InventorySearch } from '@/features/inventory/list-search'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { medicationJSON } from '@/test/medication-fixtures'
import { allBut, PERMISSIONS } from '@/test/permissions'
import { renderWithProviders } from '@/test/render'
import { SearchPageHarness } from '@/test/search-page-harness'
import { calledUrls } from '@/test/serve-list'

const fetchMock = useFetchMock()

// lowStock and expiry as the server computes them on 2026-11-21.
const inventory = [
  medicationJSON('m1', 'Almagato', {
    category: 'Antacid',
    expirationDate: '2026-12-02',
    expiry: 'expiring',
    notes: 'Tras las comidas',
  }),
  medicationJSON('m2', 'Amoxicilina', { category: 'Antibiotic', requiresPrescription: true }),
  medicationJSON('m3', 'Ceftriaxona', { category: 'Antibiotic', stock: 6, minimumStock: 5 }),
  medicationJSON('m4', 'Diclofenaco gel', { category: 'Anti-inflammatory', expirationDate: '2026-11-15', expiry: 'expired' }),
  medicationJSON('m5', 'Ibuprofeno', { category: 'Anti-inflammatory', stock: 35, minimumStock: 40, lowStock: true }),
  medicationJSON('m6', 'Metamizol', { stock: 0, minimumStock: 25, lowStock: true }),
  medicationJSON('m7', 'Ácido fólico', { category: 'Other', unitPrice: 0.1 }),
]

type Route = (url: URL, init: RequestInit | undefined) => Response | undefined

/** Answers the list with `list`, and whatever `route` handles first. */
function serve(list: unknown[], route: Route = () => undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const answer = route(url, init)
    if (answer) return answer
    if (url.pathname === '/api/medications/all') return jsonResponse(200, { medications: list })
    return jsonResponse(404, { message: 'No encontrado.', fields: {} })
  })
}

const calls = (method: string) => calledUrls(fetchMock, method)

function Harness(props: { initial?: Partial<InventorySearch>; permissions?: readonly string[] }) {
  return (
    <SearchPageHarness
      schema={inventorySearchSchema}
      {...props}
      page={(search, onSearchChange) => <InventoryPage search={search} onSearchChange={onSearchChange} />}
    />
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T10:00:00+01:00'))
})

afterEach(() => {
  vi.useRealTimers()
})

/** The table (jsdom shows both layouts) once its rows are in. */
async function findTable(first: string) {
  const table = await screen.findByRole('table', { name: 'Medicamentos del inventario' })
  await within(table).findByText(first)
  return table
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].querySelector('span')?.textContent)

// Each test drives a whole dialog with many renders: generous on a busy machine running everything at once.
describe('InventoryPage', { timeout: 20_000 }, () => {
  it('lists five medications a page with stock, expiry, location, category and price', async () => {
    serve(inventory)
    renderWithProviders(<Harness />)
    const table = await findTable('Almagato')
    expect(rowNames(table)).toEqual(['Almagato', 'Amoxicilina', 'Ceftriaxona', 'Diclofenaco gel', 'Ibuprofeno'])
    const [almagato, amoxicilina, , diclofenaco, ibuprofeno] = within(table).getAllByRole('row').slice(1)
    expect(almagato).toHaveTextContent('Tras las comidas')
    expect(almagato).toHaveTextContent('500 mg · Comprimidos · Oral')
    expect(almagato).toHaveTextContent('20 / mín. 5')
    expect(almagato).toHaveTextContent('Caduca pronto02/12/2026')
    expect(almagato).toHaveTextContent('Antiácido')
    expect(almagato).toHaveTextContent('12,50 €')
    expect(diclofenaco).toHaveTextContent('Caducado15/11/2026')
    expect(within(ibuprofeno).getByText('35 / mín. 40')).toHaveClass('text-destructive')
    expect(ibuprofeno).toHaveTextContent('Stock bajo')
    expect(amoxicilina).toHaveTextContent('AmoxicilinaCon receta')
    expect(amoxicilina).toHaveTextContent('Vigente14/01/2028')
    expect(screen.getByText('Mostrando 1 a 5 de 7 medicamentos')).toBeInTheDocument()

    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    expect(rowNames(table)).toEqual(['Metamizol', 'Ácido fólico'])
    expect(screen.getByText('Mostrando 6 a 7 de 7 medicamentos')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled()
    expect(within(table).getByRole('button', { name: 'Retirar stock de Metamizol' })).toBeDisabled()
    expect(within(table).getByRole('button', { name: 'Retirar stock de Ácido fólico' })).toBeEnabled()
  })

  it('filters by category, by a name typed without accents, and by the status chip', async () => {
    serve(inventory)
    renderWithProviders(<Harness initial={{ status: 'low' }} />)
    const table = await findTable('Ibuprofeno')
    expect(rowNames(table)).toEqual(['Ibuprofeno', 'Metamizol'])
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Quitar el filtro «Solo stock bajo»' }))
    expect(screen.getByText('Mostrando 1 a 5 de 7 medicamentos')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Antibiótico' }))
    expect(screen.getByRole('button', { name: 'Antibiótico' })).toHaveAttribute('aria-pressed', 'true')
    expect(rowNames(table)).toEqual(['Amoxicilina', 'Ceftriaxona'])
    await user.click(screen.getByRole('button', { name: 'Todos' }))

    await user.type(screen.getByLabelText('Buscar medicamentos'), 'ACIDO')
    expect(rowNames(table)).toEqual(['Ácido fólico'])
    await user.type(screen.getByLabelText('Buscar medicamentos'), ' nada')
    expect(within(table).getByText('No se encontraron medicamentos')).toBeInTheDocument()
    expect(screen.queryByText(/^Mostrando/)).not.toBeInTheDocument()
  })

  it('says when the inventory is empty', async () => {
    serve([])
    renderWithProviders(<Harness initial={{ category: 'Hormone' }} />)
    expect(await screen.findAllByText('No hay medicamentos')).toHaveLength(2)
  })

  it('shows only the history to a user who may not change the inventory', async () => {
    serve(inventory)
    renderWithProviders(<Harness permissions={PERMISSIONS.socialworker} />)
    const table = await findTable('Almagato')
    const row = within(table).getAllByRole('row')[1]
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Ver los movimientos de Almagato'])
    expect(screen.queryByRole('button', { name: 'Nuevo Medicamento' })).not.toBeInTheDocument()
  })

  it('offers stock in and out with inventory.move, and create, edit and delete only with inventory.manage', async () => {
    serve(inventory)
    renderWithProviders(<Harness permissions={PERMISSIONS.nurse} />)
    const table = await findTable('Almagato')
    const row = within(table).getAllByRole('row')[1]
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Agregar stock de Almagato', 'Retirar stock de Almagato', 'Ver los movimientos de Almagato'])
    expect(screen.queryByRole('button', { name: 'Nuevo Medicamento' })).not.toBeInTheDocument()
  })

  it('hides stock in and out without inventory.move, keeping edit and delete for inventory.manage', async () => {
    serve(inventory)
    renderWithProviders(<Harness permissions={allBut('inventory.move')} />)
    const table = await findTable('Almagato')
    const row = within(table).getAllByRole('row')[1]
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Ver los movimientos de Almagato', 'Editar Almagato', 'Eliminar Almagato'])
    expect(screen.getByRole('button', { name: 'Nuevo Medicamento' })).toBeInTheDocument()
  })

  it('deletes after the confirmation, and falls back to its own message when the server gives none', async () => {
    let refuse = true
    serve(inventory, (_url, init) => {
      if (init?.method !== 'DELETE') return undefined
      if (refuse) return new Response('', { status: 500 })
      return jsonResponse(200, { message: 'Medicamento eliminado.' })
    })
    renderWithProviders(<Harness />)
    const table = await findTable('Almagato')
    const user = userEvent.setup({ delay: null })
    await user.click(within(table).getByRole('button', { name: 'Eliminar Almagato' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Estás seguro de que deseas eliminar este medicamento?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(
      await screen.findByText('No se pudo eliminar el medicamento.', { selector: '[role=alert] *' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()

    refuse = false
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('Medicamento eliminado')).toBeInTheDocument()
    expect(calls('DELETE')).toEqual(['/api/medications/m1', '/api/medications/m1'])
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('removes stock: says how much is left before asking, and shows the server refusal on the field', async () => {
    let stock = 6
    serve(inventory, (url, init) => {
      if (url.pathname === '/api/medications/all') {
        return jsonResponse(200, { medications: inventory.map((m) => (m._id === 'm3' ? { ...m, stock } : m)) })
      }
      if (init?.method !== 'PUT') return undefined
      stock = 2
      return jsonResponse(409, {
        message: 'No hay suficiente stock: quedan 2 unidades.',
        fields: { quantity: 'No hay suficiente stock: quedan 2 unidades.' },
      })
    })
    renderWithProviders(<Harness />)
    const table = await findTable('Ceftriaxona')
    const user = userEvent.setup({ delay: null })
    await user.click(within(table).getByRole('button', { name: 'Retirar stock de Ceftriaxona' }))
    const dialog = await screen.findByRole('dialog', { name: 'Retirar Stock' })
    expect(dialog).toHaveTextContent('Ceftriaxona: 6 unidades en stock.')
    await user.type(within(dialog).getByLabelText('Cantidad'), '7')
    await user.type(within(dialog).getByLabelText('Descripción'), 'Dosis de la mañana')
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }))
    expect(await within(dialog).findByText('No hay suficiente stock: quedan 6 unidades.')).toBeInTheDocument()
    expect(calls('PUT')).toEqual([])

    await user.clear(within(dialog).getByLabelText('Cantidad'))
    await user.type(within(dialog).getByLabelText('Cantidad'), '5')
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No hay suficiente stock: quedan 2 unidades.')
    expect(within(dialog).getByLabelText('Cantidad')).toHaveAttribute('aria-invalid', 'true')
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!
    expect(url).toBe('/api/medications/m3/remove-stock')
    expect(JSON.parse(String(init?.body))).toEqual({
      medicationId: 'm3',
      quantity: 5,
      description: 'Dosis de la mañana',
    })
    // The list is read again: the dialog shows the stock someone else left.
    expect(await within(dialog).findByText('Ceftriaxona: 2 unidades en stock.')).toBeInTheDocument()
  })

  it('adds stock with the SPEC toast', async () => {
    serve(inventory, (_url, init) =>
      init?.method === 'PUT' ? jsonResponse(200, medicationJSON('m2', 'Amoxicilina', { stock: 30 })) : undefined,
    )
    renderWithProviders(<Harness />)
    const table = await findTable('Amoxicilina')
    const user = userEvent.setup({ delay: null })
    await user.click(within(table).getByRole('button', { name: 'Agregar stock de Amoxicilina' }))
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Stock' })
    await user.type(within(dialog).getByLabelText('Cantidad'), '10')
    await user.type(within(dialog).getByLabelText('Descripción'), 'Pedido de Cofares')
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }))
    expect(await screen.findByText('Stock añadido')).toBeInTheDocument()
    expect(screen.getByText('Amoxicilina: quedan 30 unidades en stock.')).toBeInTheDocument()
    expect(calls('PUT')).toEqual(['/api/medications/m2/add-stock'])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows the history of movements', async () => {
    serve(inventory, (url) =>
      url.pathname === '/api/medications/m2/movements'
        ? jsonResponse(200, [
            {
              _id: 'v2',
              kind: 'out',
              quantity: 3,
              stockAfter: 17,
              description: 'Dosis de la mañana',
              actorName: 'Carmen Ruiz',
              at: '2026-11-20T08:15:00Z',
            },
            {
              _id: 'v1',
              kind: 'in',
              quantity: 20,
              stockAfter: 20,
              description: 'Existencias iniciales',
              actorName: 'Lucía Fernández',
              at: '2026-11-01T09:00:00Z',
            },
          ])
        : undefined,
    )
    renderWithProviders(<Harness permissions={PERMISSIONS.socialworker} />)
    const table = await findTable('Amoxicilina')
    const user = userEvent.setup({ delay: null })
    await user.click(within(table).getByRole('button', { name: 'Ver los movimientos de Amoxicilina' }))
    const dialog = await screen.findByRole('dialog', { name: 'Movimientos de stock' })
    const history = await within(dialog).findByRole('table', { name: 'Movimientos de Amoxicilina' })
    await within(history).findByText('Dosis de la mañana')
    const rows = within(history).getAllByRole('row').slice(1)
    expect(rows[0].textContent).toBe('20/11/2026, 09:15Salida317Dosis de la mañanaCarmen Ruiz')
    expect(rows[1].textContent).toBe('01/11/2026, 10:00Entrada2020Existencias inicialesLucía Fernández')
  })
})
