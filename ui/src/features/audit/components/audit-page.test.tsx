import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AuditPage } from '@/features/audit/components/audit-page'
import type { AuditSearch } from '@/features/audit/schemas'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

function rowJSON(id: number, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    at: '2026-11-20T09:05:00Z',
    actor: { _id: 'u-nurse', name: 'Begoña Sáez', role: 'nurse' },
    action: 'read',
    entity: 'resident',
    entityId: 'r1',
    resident: { _id: 'r1', name: 'Íñigo Martínez Peña' },
    outcome: 'allowed',
    ip: '192.168.1.20',
    description: 'Consultó la ficha del residente',
    ...extra,
  }
}

function page(rows: unknown[], meta: Partial<{ page: number; total: number; totalPages: number }> = {}) {
  return { data: rows, meta: { page: 1, limit: 25, total: rows.length, totalPages: 1, ...meta } }
}

type Call = { path: string; method: string }

function serve(audit: (call: Call) => Response) {
  const calls: Call[] = []
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const call = { path: url.pathname + url.search, method: init?.method ?? 'GET' }
    calls.push(call)
    if (url.pathname.startsWith('/api/audit')) return audit(call)
    if (url.pathname === '/api/patients/all') {
      return jsonResponse(200, { data: [{ _id: 'r1', name: 'Íñigo Martínez Peña', age: 80 }], meta: { page: 1, limit: 100, total: 1, totalPages: 1 } })
    }
    if (url.pathname === '/api/patients/archived') {
      return jsonResponse(200, { data: [{ _id: 'r9', name: 'Ángel Ruiz' }], meta: { page: 1, limit: 100, total: 1, totalPages: 1 } })
    }
    if (url.pathname === '/api/staff/all') return jsonResponse(200, { data: [{ _id: 'u-nurse', name: 'Begoña Sáez' }] })
    if (url.pathname === '/api/socialworker/all') return jsonResponse(200, { data: [] })
    return jsonResponse(404, { message: 'No se encontró lo que buscas.', fields: {} })
  })
  return calls
}

function renderPage(search: AuditSearch = {}, onSearchChange = vi.fn()) {
  renderInRouter(<AuditPage search={search} onSearchChange={onSearchChange} />)
  return onSearchChange
}

const auditCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/audit')).map((c) => c.path)

beforeEach(() => {
  saveSession({ _id: 'u-admin', username: 'lucia' }, 'tok')
})

describe('AuditPage', () => {
  it('shows the log as a table and as cards, with who, what, whom and the denied calls marked', async () => {
    const calls = serve(() =>
      jsonResponse(200, page([
        rowJSON(2),
        rowJSON(1, { actor: { _id: 'u-doc', name: 'Dr. Peña', role: 'doctor' }, action: 'GET', entity: 'route', resident: null,
          outcome: 'denied', description: 'Acceso denegado a /api/audit' }),
      ], { total: 2 })),
    )
    renderPage()
    await screen.findAllByText('Begoña Sáez')
    const table = screen.getByRole('table', { name: 'Registro de auditoría' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Begoña Sáez')
    expect(rows[0]).toHaveTextContent('Enfermera')
    expect(rows[0]).toHaveTextContent('Consultó la ficha del residente')
    expect(rows[0]).toHaveTextContent('Íñigo Martínez Peña')
    expect(rows[1]).toHaveTextContent('DenegadoAcceso denegado a /api/audit')
    const cards = screen.getByRole('list', { name: 'Registro de auditoría' })
    expect(within(cards).getAllByRole('article')).toHaveLength(2)
    expect(screen.getByText('2 entradas')).toBeInTheDocument()
    expect(auditCalls(calls)).toEqual(['/api/audit?page=1'])
    // No resident chosen: no access report.
    expect(screen.queryByRole('button', { name: 'Informe de accesos (PDF)' })).not.toBeInTheDocument()
  })

  it('sends the filters, and with a resident chosen downloads the access report', async () => {
    const pdfs: string[] = []
    const calls = serve((call) => {
      if (call.path.endsWith('/pdf')) {
        pdfs.push(call.path)
        return new Response('%PDF-1.4', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="accesos_r1.pdf"' },
        })
      }
      return jsonResponse(200, page([rowJSON(1)]))
    })
    // jsdom has no object URLs; the anchor's click is where the browser would save the file.
    class FakeURL extends URL {
      static createObjectURL = () => 'blob:report'
      static revokeObjectURL = () => {}
    }
    vi.stubGlobal('URL', FakeURL)
    const saved: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderPage({ residentId: 'r1', userId: 'u-nurse', from: '2026-11-01', to: '2026-11-30', page: 2 })
    await screen.findAllByText('Consultó la ficha del residente')
    expect(auditCalls(calls)).toEqual(['/api/audit?residentId=r1&userId=u-nurse&from=2026-11-01&to=2026-11-30&page=2'])
    await userEvent.click(screen.getByRole('button', { name: 'Informe de accesos (PDF)' }))
    await waitFor(() => expect(pdfs).toEqual(['/api/audit/resident/r1/pdf']))
    await waitFor(() => expect(saved).toEqual(['accesos_r1.pdf']))
    click.mockRestore()
    // The filter choices come from the residents (archived too) and the team.
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/patients/all?limit=100&page=1', '/api/patients/archived?limit=100&page=1', '/api/staff/all']),
    )
  })

  it('says so when the access report cannot be made', async () => {
    serve((call) =>
      call.path.endsWith('/pdf')
        ? jsonResponse(404, { message: 'No se encontró lo que buscas.', fields: {} })
        : jsonResponse(200, page([rowJSON(1)])),
    )
    renderPage({ residentId: 'r1' })
    await userEvent.click(await screen.findByRole('button', { name: 'Informe de accesos (PDF)' }))
    expect(await screen.findByText('No se pudo descargar el informe de accesos. No se encontró lo que buscas.')).toBeInTheDocument()
  })

  it('goes back to the first page when a day changes, and moves between pages', async () => {
    serve(() => jsonResponse(200, page([rowJSON(1)], { total: 60, totalPages: 3 })))
    const onSearchChange = renderPage({ page: 1 })
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }))
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 2 })
    await userEvent.type(screen.getByLabelText('Desde'), '2026-11-03')
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: undefined, from: '2026-11-03' })
  })

  it('refuses a final day before the first without asking the server', async () => {
    const calls = serve(() => jsonResponse(200, page([])))
    renderPage({ from: '2026-11-22', to: '2026-11-21' })
    expect(await screen.findByText('La fecha final no puede ser anterior a la inicial.')).toBeInTheDocument()
    expect(auditCalls(calls)).toEqual([])
    expect(screen.getByRole('button', { name: 'Quitar filtros' })).toBeInTheDocument()
  })

  it('has an empty state that speaks of the filters', async () => {
    serve(() => jsonResponse(200, page([])))
    renderPage({ userId: 'u-nurse' })
    expect((await screen.findAllByText('Ninguna entrada coincide con los filtros.')).length).toBeGreaterThan(0)
  })

  it('shows why the log could not be loaded and tries again', async () => {
    let answer = () => jsonResponse(403, { message: 'No tienes permiso para realizar esta acción.', fields: {} })
    const calls = serve(() => answer())
    renderPage()
    expect(
      await screen.findByText('No se pudo cargar el registro de auditoría. No tienes permiso para realizar esta acción.'),
    ).toBeInTheDocument()
    answer = () => jsonResponse(200, page([rowJSON(1)]))
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect((await screen.findAllByText('Consultó la ficha del residente')).length).toBeGreaterThan(0)
    expect(auditCalls(calls)).toHaveLength(2)
  })
})
