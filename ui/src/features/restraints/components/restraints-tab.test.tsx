import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { RestraintsTab } from '@/features/restraints/components/restraints-tab'
import { PermissionsProvider, type Permission } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { PERMISSIONS } from '@/test/permissions'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

function restraintJSON(id: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    residentId: 'r1',
    residentName: 'María José Núñez',
    type: 'physical',
    device: 'Barandillas laterales',
    reason: 'Riesgo de caída nocturna con desorientación.',
    alternativesTried: 'Cama baja y sensor de movimiento.',
    schedule: 'Noches, de 22:00 a 7:00',
    startDate: '2026-04-01',
    reviewDate: '2026-05-01',
    consent: { givenBy: 'Ana Núñez', relationship: 'Hija', date: '2026-03-31' },
    prescribedBy: 'd1',
    prescribedByName: 'Dra. Elena Ruiz',
    createdAt: '2026-04-01T09:00:00Z',
    status: 'active',
    expired: false,
    endedAt: null,
    endedBy: '',
    endedByName: '',
    endReason: '',
    reviews: [],
    checks: [],
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
    return answer(call) ?? jsonResponse(404, { message: 'No encontrado.' })
  })
  return calls
}

const LIST = '/api/restraints?residentId=r1'

function renderTab(permissions: readonly string[]) {
  return renderInRouter(
    <PermissionsProvider permissions={permissions}>
      <RestraintsTab resident={{ id: 'r1', name: 'María José Núñez' }} />
    </PermissionsProvider>,
  )
}

const doctor = PERMISSIONS.doctor
const nurse = PERMISSIONS.nurse

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'medico' }, 'tok')
})

describe('RestraintsTab', () => {
  it('lists the active restraints first, an expired one in red, then the retired ones, with everything the register holds', async () => {
    serve((call) =>
      call.path === LIST
        ? jsonResponse(200, [
            restraintJSON('t1', {
              expired: true,
              checks: [
                { _id: 'c1', applied: true, skinOk: false, releasedMinutes: 30, note: 'Enrojecimiento en la muñeca.', by: 'n1', byName: 'Carmen Gil', at: '2026-04-02T06:00:00Z' },
              ],
              reviews: [{ reviewDate: '2026-05-01', note: 'Sigue desorientada.', by: 'd1', byName: 'Dra. Elena Ruiz', at: '2026-04-20T10:00:00Z' }],
            }),
            restraintJSON('t2', { type: 'pharmacological', device: 'Risperidona 0,5 mg', reviewDate: '2099-01-10' }),
            restraintJSON('t3', {
              status: 'ended',
              device: 'Cinturón abdominal',
              endedAt: '2026-03-15T12:00:00Z',
              endedByName: 'Dra. Elena Ruiz',
              endReason: 'Ya camina con andador.',
            }),
          ])
        : undefined,
    )
    renderTab(['residents.read'])
    const cards = await screen.findAllByRole('article')
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Física: Barandillas laterales',
      'Farmacológica: Risperidona 0,5 mg',
      'Física: Cinturón abdominal',
    ])
    const activeSection = screen.getByRole('region', { name: 'Activas (2)' })
    expect(within(activeSection).getAllByRole('article')).toHaveLength(2)
    expect(within(screen.getByRole('region', { name: 'Retiradas (1)' })).getByRole('article')).toHaveTextContent('Cinturón abdominal')

    const expired = cards[0]
    const warning = within(expired).getByText('Revisión vencida el 01/05/2026')
    expect(warning.className).toContain('text-destructive')
    expect(expired).toHaveAttribute('data-expired', 'true')
    expect(expired).toHaveTextContent('Riesgo de caída nocturna con desorientación.')
    expect(expired).toHaveTextContent('Cama baja y sensor de movimiento.')
    expect(expired).toHaveTextContent('Noches, de 22:00 a 7:00')
    expect(expired).toHaveTextContent('Ana Núñez (Hija), 31/03/2026')
    expect(expired).toHaveTextContent('Dra. Elena Ruiz')
    expect(expired).toHaveTextContent('Nueva revisión el 01/05/2026 · Dra. Elena Ruiz')
    expect(expired).toHaveTextContent('Sigue desorientada.')
    const check = within(within(expired).getByRole('region', { name: 'Comprobaciones' })).getByRole('listitem')
    expect(check).toHaveTextContent('Carmen Gil')
    expect(check).toHaveTextContent('Aplicada · Piel con lesiones · Liberada 30 minutos')
    expect(check).toHaveTextContent('Enrojecimiento en la muñeca.')

    expect(within(cards[1]).getByText('Revisión el 10/01/2099')).not.toHaveClass('text-destructive')
    expect(cards[1]).not.toHaveAttribute('data-expired')
    expect(cards[2]).toHaveTextContent('Retirada el 15/03/2026 por Dra. Elena Ruiz')
    expect(cards[2]).toHaveTextContent('Ya camina con andador.')
    // Someone who only reads acts on nothing.
    expect(screen.queryByRole('button', { name: /Nueva contención|Registrar comprobación|Renovar|Retirar/ })).not.toBeInTheDocument()
  })

  it('says when there are none, and when they cannot be read, with a retry', async () => {
    let fail = true
    serve((call) => {
      if (call.path !== LIST) return undefined
      return fail ? jsonResponse(500, { message: 'Error del servidor.' }) : jsonResponse(200, [])
    })
    renderTab(['residents.read'])
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las contenciones. Error del servidor.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Sin contenciones registradas.')).toBeInTheDocument()
  })

  it('lets a nurse record a check with large sí/no choices, and reads the list again', async () => {
    let checks: unknown[] = []
    const calls = serve((call) => {
      if (call.path === LIST) return jsonResponse(200, [restraintJSON('t1', { reviewDate: '2099-01-10', checks })])
      if (call.path === '/api/restraints/t1/checks' && call.method === 'POST') {
        checks = [{ _id: 'c1', ...(call.body as object), by: 'n1', byName: 'Carmen Gil', at: '2026-05-20T06:00:00Z' }]
        return jsonResponse(201, restraintJSON('t1', { checks }))
      }
      return undefined
    })
    const user = userEvent.setup()
    renderTab(nurse)
    const card = await screen.findByRole('article', { name: 'Física: Barandillas laterales' })
    expect(screen.queryByRole('button', { name: 'Nueva contención' })).not.toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /Renovar|Retirar/ })).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Registrar comprobación: Física: Barandillas laterales' }))

    const dialog = await screen.findByRole('dialog', { name: 'Registrar comprobación' })
    await user.click(within(dialog).getByRole('button', { name: 'Guardar comprobación' }))
    expect(await within(dialog).findByText('Indica si la contención está aplicada.')).toBeInTheDocument()
    expect(within(dialog).getByText('Indica el estado de la piel.')).toBeInTheDocument()

    const applied = within(dialog).getByRole('group', { name: '¿Está aplicada?' })
    await user.click(within(applied).getByRole('radio', { name: 'Sí' }))
    await user.click(within(within(dialog).getByRole('group', { name: '¿La piel está bien?' })).getByRole('radio', { name: 'No' }))
    await user.type(within(dialog).getByLabelText('Minutos liberada'), '20')
    await user.type(within(dialog).getByLabelText('Nota'), 'Enrojecimiento leve.')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar comprobación' }))

    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      applied: true,
      skinOk: false,
      releasedMinutes: 20,
      note: 'Enrojecimiento leve.',
    })
    expect(await screen.findByText('Comprobación registrada')).toBeInTheDocument()
    expect(await within(card).findByText('Aplicada · Piel con lesiones · Liberada 20 minutos')).toBeInTheDocument()
  }, 20_000)

  it('lets a doctor order one: the review at most 30 days on, the server\'s messages under their fields', async () => {
    const calls = serve((call) => {
      if (call.path === LIST) return jsonResponse(200, [])
      if (call.path === '/api/restraints' && call.method === 'POST') {
        return jsonResponse(422, {
          message: 'Revisa los campos marcados.',
          fields: { 'consent.givenBy': 'El consentimiento lo da el residente o su representante legal.' },
        })
      }
      return undefined
    })
    const user = userEvent.setup()
    renderTab(doctor)
    await screen.findByText('Sin contenciones registradas.')
    await user.click(screen.getByRole('button', { name: 'Nueva contención' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nueva contención' })

    await user.click(within(dialog).getByRole('radio', { name: 'Física' }))
    await user.type(within(dialog).getByLabelText('Dispositivo o fármaco'), 'Barandillas laterales')
    await user.type(within(dialog).getByLabelText('Motivo'), 'Riesgo de caída nocturna.')
    await user.type(within(dialog).getByLabelText('Alternativas probadas antes'), 'Cama baja.')
    await user.type(within(dialog).getByLabelText('Pauta de uso'), 'Noches')
    fireEvent.change(within(dialog).getByLabelText('Fecha de inicio'), { target: { value: '2026-04-01' } })
    fireEvent.change(within(dialog).getByLabelText('Fecha de revisión'), { target: { value: '2026-05-02' } })
    await user.type(within(dialog).getByLabelText('Lo da'), 'Ana Núñez')
    await user.type(within(dialog).getByLabelText('Relación con el residente'), 'Hija')
    fireEvent.change(within(dialog).getByLabelText('Fecha del consentimiento'), { target: { value: '2026-03-31' } })

    await user.click(within(dialog).getByRole('button', { name: 'Guardar contención' }))
    expect(await within(dialog).findByText('La revisión debe ser como mucho 30 días después del inicio.')).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    // +30 días puts the review on the last day allowed.
    await user.click(within(dialog).getByRole('button', { name: 'Revisión a 30 días del inicio' }))
    expect(within(dialog).getByLabelText('Fecha de revisión')).toHaveValue('2026-05-01')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar contención' }))
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      residentId: 'r1',
      type: 'physical',
      device: 'Barandillas laterales',
      reason: 'Riesgo de caída nocturna.',
      alternativesTried: 'Cama baja.',
      schedule: 'Noches',
      startDate: '2026-04-01',
      reviewDate: '2026-05-01',
      consent: { givenBy: 'Ana Núñez', relationship: 'Hija', date: '2026-03-31' },
    })
    // The server's 422 under its field.
    expect(await within(dialog).findByText('El consentimiento lo da el residente o su representante legal.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Lo da')).toHaveAttribute('aria-invalid', 'true')

    // Closing with typed text asks first.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    const ask = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await user.click(within(ask).getByRole('button', { name: 'Seguir editando' }))
    expect(screen.getByRole('dialog', { name: 'Nueva contención' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Dispositivo o fármaco')).toHaveValue('Barandillas laterales')
  }, 20_000)

  it('lets a doctor renew and retire an active one, each after a dialog that asks', async () => {
    const calls = serve((call) => {
      if (call.path === LIST) return jsonResponse(200, [restraintJSON('t1', { expired: true })])
      if (call.path === '/api/restraints/t1/review') return jsonResponse(200, restraintJSON('t1'))
      if (call.path === '/api/restraints/t1/end') return jsonResponse(200, restraintJSON('t1', { status: 'ended' }))
      return undefined
    })
    const user = userEvent.setup()
    renderTab(doctor)
    const card = await screen.findByRole('article', { name: 'Física: Barandillas laterales' })
    // A doctor may also record checks (the server gives doctors restraints.check).
    expect(within(card).getByRole('button', { name: /Registrar comprobación/ })).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Renovar: Física: Barandillas laterales' }))
    let dialog = await screen.findByRole('dialog', { name: '¿Renovar la contención?' })
    await user.click(within(dialog).getByRole('button', { name: 'Revisión dentro de 15 días' }))
    await user.type(within(dialog).getByLabelText('Nota de la revisión'), 'Sigue indicada.')
    await user.click(within(dialog).getByRole('button', { name: 'Renovar contención' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    const renewal = calls.find((call) => call.path === '/api/restraints/t1/review')
    expect(renewal?.body).toMatchObject({ note: 'Sigue indicada.' })
    expect((renewal?.body as { reviewDate: string }).reviewDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    await user.click(within(card).getByRole('button', { name: 'Retirar: Física: Barandillas laterales' }))
    dialog = await screen.findByRole('dialog', { name: '¿Retirar la contención?' })
    await user.click(within(dialog).getByRole('button', { name: 'Retirar contención' }))
    expect(await within(dialog).findByText('Indica el motivo de la retirada.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Motivo de la retirada'), 'Ya no hay riesgo.')
    await user.click(within(dialog).getByRole('button', { name: 'Retirar contención' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(calls.find((call) => call.path === '/api/restraints/t1/end')?.body).toEqual({ reason: 'Ya no hay riesgo.' })
  }, 20_000)
})

describe('who sees what', () => {
  it('offers nothing to write on an archived resident', async () => {
    serve((call) => (call.path === LIST ? jsonResponse(200, [restraintJSON('t1')]) : undefined))
    renderInRouter(
      <PermissionsProvider permissions={[...doctor, 'restraints.check'] as Permission[]}>
        <RestraintsTab resident={{ id: 'r1', name: 'María José Núñez', archived: true }} />
      </PermissionsProvider>,
    )
    await screen.findByRole('article')
    expect(screen.queryByRole('button', { name: /Nueva contención|Registrar comprobación|Renovar|Retirar/ })).not.toBeInTheDocument()
  })
})
