import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { AlertsPage, type AlertsSearch } from '@/features/alerts/components/alerts-page'
import { PermissionsProvider, type Permission } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

function alertJSON(id: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    residentId: 'r1',
    residentName: 'María José Núñez',
    room: '12',
    kind: 'vital',
    severity: 'high',
    title: 'Signos vitales fuera de rango',
    detail: 'Presión sistólica 185 mmHg (rango 90–140).',
    recordId: 'v1',
    link: '/patients/r1/vitales',
    createdAt: new Date(Date.now() - 25.5 * 60_000).toISOString(),
    acknowledgedAt: null,
    acknowledgedBy: '',
    acknowledgedByName: '',
    comment: '',
    ...extra,
  }
}

type Call = { path: string; method: string; body: unknown }

function serve(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = []
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const call = { path: url.pathname + url.search, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null }
    calls.push(call)
    return answer(call) ?? jsonResponse(200, [])
  })
  return calls
}

function renderPage(permissions: Permission[], search: AlertsSearch = {}) {
  return renderInRouter(
    <PermissionsProvider permissions={permissions}>
      <AlertsPage search={search} onSearchChange={() => {}} />
    </PermissionsProvider>,
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'medico' }, 'tok')
})

describe('AlertsPage', () => {
  it('lists the open alerts in the server order with severity in words, age and a link to the record', async () => {
    serve((call) =>
      call.path === '/api/alerts?status=open'
        ? jsonResponse(200, [alertJSON('a1'), alertJSON('a2', { severity: 'medium', kind: 'fall', title: 'Caída', residentName: 'Pedro Gil', link: '/patients/r2/incidentes', residentId: 'r2' })])
        : undefined,
    )
    renderPage(['residents.read', 'alerts.acknowledge'])
    const items = await screen.findAllByRole('article')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Grave: Signos vitales fuera de rango · María José Núñez',
      'Moderada: Caída · Pedro Gil',
    ])
    expect(items[0]).toHaveTextContent('Abierta hace 25 min')
    expect(within(items[0]).getByRole('link', { name: 'María José Núñez · Hab. 12' })).toHaveAttribute('href', '/patients/r1/vitales')
    expect(within(items[1]).getByRole('link', { name: /Pedro Gil/ })).toHaveAttribute('href', '/patients/r2/incidentes')
  })

  it('says an attended alert was raised, not that it is open, with who attended it and the comment', async () => {
    serve((call) =>
      call.path === '/api/alerts?status=acknowledged'
        ? jsonResponse(200, [
            alertJSON('a1', {
              acknowledgedAt: new Date(Date.now() - 5.5 * 60_000).toISOString(),
              acknowledgedBy: 'u2',
              acknowledgedByName: 'Carmen Ruiz',
              comment: 'Avisado el médico.',
            }),
          ])
        : undefined,
    )
    renderPage(['residents.read', 'alerts.acknowledge'], { view: 'acknowledged' })
    const item = await screen.findByRole('article')
    expect(item).toHaveTextContent('Generada hace 25 min')
    expect(item).not.toHaveTextContent('Abierta')
    expect(item).toHaveTextContent('Atendida por Carmen Ruiz hace 5 min')
    expect(item).toHaveTextContent('Avisado el médico.')
    expect(within(item).queryByRole('button', { name: /Atender/ })).not.toBeInTheDocument()
  })

  it('hides Atender from those who may only read', async () => {
    serve((call) => (call.path.startsWith('/api/alerts') ? jsonResponse(200, [alertJSON('a1')]) : undefined))
    renderPage(['residents.read'])
    await screen.findByRole('article')
    expect(screen.queryByRole('button', { name: /Atender/ })).not.toBeInTheDocument()
  })

  it('asks for a comment, sends it, and reads the queue again', async () => {
    let open = [alertJSON('a1')]
    const calls = serve((call) => {
      if (call.path === '/api/alerts/a1/acknowledge') {
        open = []
        return jsonResponse(200, alertJSON('a1', { acknowledgedAt: new Date().toISOString(), comment: 'Avisado el médico.' }))
      }
      if (call.path === '/api/alerts?status=open') return jsonResponse(200, open)
      return undefined
    })
    const user = userEvent.setup()
    renderPage(['residents.read', 'alerts.acknowledge'])
    await user.click(await screen.findByRole('button', { name: 'Atender la alerta de María José Núñez' }))
    const dialog = await screen.findByRole('dialog', { name: 'Atender alerta' })
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como atendida' }))
    expect(await within(dialog).findByText('Escribe qué se ha hecho.')).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await user.type(within(dialog).getByLabelText('Qué se ha hecho'), 'Avisado el médico.')
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como atendida' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ comment: 'Avisado el médico.' })
    expect(await screen.findByText('Alerta atendida')).toBeInTheDocument()
    expect(await screen.findByText('No hay alertas abiertas.')).toBeInTheDocument()
  })

  it("says who attended it first on a 409 and refreshes the queue", async () => {
    let open = [alertJSON('a1')]
    serve((call) => {
      if (call.path === '/api/alerts/a1/acknowledge') {
        open = []
        return jsonResponse(409, { message: 'La alerta ya fue atendida por Carmen Ruiz.', fields: {} })
      }
      if (call.path === '/api/alerts?status=open') return jsonResponse(200, open)
      return undefined
    })
    const user = userEvent.setup()
    renderPage(['residents.read', 'alerts.acknowledge'])
    await user.click(await screen.findByRole('button', { name: 'Atender la alerta de María José Núñez' }))
    const dialog = await screen.findByRole('dialog', { name: 'Atender alerta' })
    await user.type(within(dialog).getByLabelText('Qué se ha hecho'), 'Llamo a la familia.')
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como atendida' }))
    expect(await screen.findByText('La alerta ya fue atendida por Carmen Ruiz.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('No hay alertas abiertas.')).toBeInTheDocument()
  })

  it('shows the server field message on the comment', async () => {
    serve((call) => {
      if (call.path === '/api/alerts/a1/acknowledge')
        return jsonResponse(422, { message: 'Revisa los campos marcados.', fields: { comment: 'Escribe qué se ha hecho.' } })
      if (call.path === '/api/alerts?status=open') return jsonResponse(200, [alertJSON('a1')])
      return undefined
    })
    const user = userEvent.setup()
    renderPage(['residents.read', 'alerts.acknowledge'])
    await user.click(await screen.findByRole('button', { name: 'Atender la alerta de María José Núñez' }))
    const dialog = await screen.findByRole('dialog', { name: 'Atender alerta' })
    await user.type(within(dialog).getByLabelText('Qué se ha hecho'), 'x')
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como atendida' }))
    expect(await within(dialog).findByText('Escribe qué se ha hecho.')).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Revisa los campos marcados.')
  })

  it('lists the attended ones with who and what', async () => {
    const calls = serve((call) =>
      call.path.startsWith('/api/alerts?status=acknowledged')
        ? jsonResponse(200, [alertJSON('a1', { acknowledgedAt: new Date().toISOString(), acknowledgedByName: 'Carmen Ruiz', comment: 'Tomada de nuevo.' })])
        : undefined,
    )
    renderPage(['residents.read', 'alerts.acknowledge'], { view: 'acknowledged', area: 'z1' })
    const item = await screen.findByRole('article')
    expect(item).toHaveTextContent('Atendida por Carmen Ruiz')
    expect(item).toHaveTextContent('Tomada de nuevo.')
    expect(within(item).queryByRole('button', { name: /Atender/ })).not.toBeInTheDocument()
    expect(calls.some((call) => call.path === '/api/alerts?status=acknowledged&areaId=z1')).toBe(true)
  })
})
