import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { AttentionCard } from '@/features/dashboard/components/attention-card'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

function medication(name: string, extra: Record<string, unknown> = {}) {
  return {
    _id: name,
    name,
    category: 'Analgesic',
    stock: 50,
    minimumStock: 10,
    expirationDate: '2028-01-01',
    unitPrice: 1.5,
    lowStock: false,
    expiry: 'ok',
    ...extra,
  }
}

function serve(medications: unknown[]) {
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/medications/all'
      ? jsonResponse(200, { medications })
      : jsonResponse(404, { message: 'No encontrado.', fields: {} }),
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
})

describe('AttentionCard', () => {
  it('lists the medications below minimum and those expiring or expired, each linking to the inventory', async () => {
    serve([
      medication('Almagato', { expiry: 'expiring', expirationDate: '2026-12-02' }),
      medication('Diclofenaco gel', { expiry: 'expired', expirationDate: '2026-11-15' }),
      medication('Ibuprofeno', { lowStock: true, stock: 35, minimumStock: 40 }),
      medication('Paracetamol'),
    ])
    renderInRouter(<AttentionCard />)

    const low = await screen.findByRole('list', { name: 'Stock bajo' })
    const ibuprofeno = within(low).getByRole('link', { name: /Ibuprofeno/ })
    expect(ibuprofeno).toHaveTextContent('Quedan 35 (mínimo 40)')
    expect(ibuprofeno).toHaveAttribute('href', '/inventory?q=Ibuprofeno')
    expect(screen.getByRole('link', { name: 'Ver stock bajo' })).toHaveAttribute('href', '/inventory?status=low')

    const expiry = screen.getByRole('list', { name: 'Caducidades' })
    const links = within(expiry).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Diclofenaco gelCaducadoCaducó el 15/11/2026',
      'AlmagatoCaduca el 02/12/2026',
    ])
    expect(links[1]).toHaveAttribute('href', '/inventory?q=Almagato')
    expect(screen.getByRole('link', { name: 'Ver caducidades' })).toHaveAttribute('href', '/inventory?status=expiring')
    expect(screen.queryByText('Paracetamol')).not.toBeInTheDocument()
    expect(screen.queryByText('Todo en orden')).not.toBeInTheDocument()
  })

  it('says "Todo en orden" when nothing needs attention', async () => {
    serve([medication('Paracetamol'), medication('Omeprazol')])
    renderInRouter(<AttentionCard />)
    expect(await screen.findByText('Todo en orden')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('says when the inventory could not be checked', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { message: 'No tienes permiso para realizar esta acción.', fields: {} }),
    )
    renderInRouter(<AttentionCard />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo comprobar el inventario. No tienes permiso para realizar esta acción.',
    )
  })
})
