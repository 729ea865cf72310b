import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { CarePlanTab } from '@/features/care-plans/components/care-plan-tab'
import { PermissionsProvider } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { PERMISSIONS } from '@/test/permissions'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

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

const SKIN = 'Riesgo alto de lesiones por presión.'

/** A draft as the server answers it just made: a Braden suggestion in `sanitaria`, never saved. */
function draftJSON(extra: Record<string, unknown> = {}) {
  return {
    _id: 'p1',
    residentId: 'r1',
    residentName: 'María José Núñez',
    version: 1,
    status: 'borrador',
    person: { biography: '', preferences: '', matters: '' },
    referenceProfessional: '',
    areas: [
      {
        id: 'sanitaria',
        contributors: [],
        needs: [
          {
            _id: 'n1',
            text: SKIN,
            objective: 'Ninguna lesión por presión nueva.',
            source: { scale: 'braden', assessmentId: 'a1', score: 11, band: 'Riesgo alto' },
            interventions: [
              { _id: 'i1', text: 'Cambios posturales', frequency: 'cada 3 h', everyHours: 3, times: [], role: 'Gerocultor/a', responsible: '' },
            ],
            startDate: '2026-05-01',
            reviewDate: '2026-11-01',
            outcome: null,
            outcomeNote: '',
          },
        ],
      },
      { id: 'funcional', contributors: [], needs: [] },
      { id: 'cognitiva-emocional', contributors: [], needs: [] },
      { id: 'social-familiar', contributors: [], needs: [] },
      { id: 'ocio-participacion', contributors: [], needs: [] },
    ],
    agreement: null,
    dueDate: '2026-05-31',
    createdBy: 'u1',
    createdByName: 'Carmen Gil',
    createdAt: '2026-05-01T08:00:00Z',
    updatedByName: 'Carmen Gil',
    updatedAt: '2026-05-01T08:00:00Z',
    approvedBy: null,
    approvedByName: null,
    approvedAt: null,
    supersededAt: null,
    reviewTriggers: [],
    context: {
      scales: [{ scale: 'braden', scaleName: 'Escala de Braden', assessmentId: 'a1', date: '2026-04-30', score: 11, band: { label: 'Riesgo alto', severity: 'high' } }],
      allergies: 'Penicilina',
      diagnosis: 'Diabetes tipo 2',
      restraints: [],
      kardex: [],
    },
    ...extra,
  }
}

const STATUS = [{ residentId: 'r1', residentName: 'María José Núñez', room: '12', state: 'borrador', dueDate: '2026-05-31', planId: 'p1' }]

function renderTab(permissions: readonly string[]) {
  return renderInRouter(
    <PermissionsProvider permissions={permissions}>
      <CarePlanTab resident={{ id: 'r1', name: 'María José Núñez' }} />
    </PermissionsProvider>,
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'medica' }, 'tok')
})

describe('CarePlanTab', () => {
  it('edits the draft: a suggestion accepted, typed text kept on a refusal and the server\'s messages at their fields', async () => {
    let refuse = true
    const calls = serve((call) => {
      if (call.path === '/api/care-plans?residentId=r1') return jsonResponse(200, [draftJSON()])
      if (call.path === '/api/care-plans/status') return jsonResponse(200, STATUS)
      if (call.path === '/api/care-plans/p1' && call.method === 'GET') return jsonResponse(200, draftJSON())
      if (call.path === '/api/care-plans/p1' && call.method === 'PUT') {
        return refuse
          ? jsonResponse(422, {
              message: 'Revisa los campos marcados.',
              fields: {
                'areas.0.needs.0.interventions.0.everyHours': 'Indica entre 1 y 24 horas.',
                'areas.0.contributors': 'Demasiados elementos (máximo 30).',
              },
            })
          : jsonResponse(200, draftJSON({ updatedAt: '2026-05-02T08:00:00Z', referenceProfessional: 'Dra. Ruiz' }))
      }
      return undefined
    })
    renderTab(PERMISSIONS.doctor)
    const form = await screen.findByRole('form', { name: 'Borrador del plan' })
    expect(screen.getByRole('region', { name: 'Estado del plan' })).toHaveTextContent('Debe estar acordado antes del 31/05/2026')
    expect(within(form).getByText('Penicilina')).toHaveClass('text-destructive')
    // Nobody writes a plan they may not: a doctor holds a draft already, so no second one.
    expect(screen.queryByRole('button', { name: 'Nuevo borrador' })).not.toBeInTheDocument()

    const suggestion = within(form).getByRole('article', { name: `Sugerida por las valoraciones: ${SKIN}` })
    expect(suggestion).toHaveTextContent('Escala de Braden: 11 puntos · Riesgo alto')
    expect(suggestion).toHaveTextContent('Cambios posturales · cada 3 h · cada 3 h · Gerocultor/a')
    await userEvent.click(within(suggestion).getByRole('button', { name: `Aceptar la sugerencia: ${SKIN}` }))
    await userEvent.type(within(form).getByLabelText('Profesional de referencia'), 'Dra. Ruiz')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar borrador' }))

    // The refusal: its messages at the field and in the banner, everything typed still there.
    const hours = await within(form).findByLabelText('Cada cuántas horas')
    await waitFor(() => expect(hours).toHaveAttribute('aria-invalid', 'true'))
    expect(hours.closest('[data-slot="form-item"]')).toHaveTextContent('Indica entre 1 y 24 horas.')
    expect(within(form).getByRole('alert')).toHaveTextContent('Demasiados elementos (máximo 30).')
    expect(within(form).getByLabelText('Profesional de referencia')).toHaveValue('Dra. Ruiz')
    const put = calls.find((call) => call.method === 'PUT')!
    expect(put.body).toMatchObject({ referenceProfessional: 'Dra. Ruiz' })
    const sent = (put.body as { areas: { id: string; needs: Record<string, unknown>[] }[] }).areas
    expect(sent.map((area) => area.id)).toEqual(['sanitaria', 'funcional', 'cognitiva-emocional', 'social-familiar', 'ocio-participacion'])
    expect(sent[0].needs[0]).toEqual({
      _id: 'n1',
      text: SKIN,
      objective: 'Ninguna lesión por presión nueva.',
      startDate: '2026-05-01',
      reviewDate: '2026-11-01',
      outcome: null,
      outcomeNote: '',
      interventions: [
        { _id: 'i1', text: 'Cambios posturales', frequency: 'cada 3 h', everyHours: 3, times: [], role: 'Gerocultor/a', responsible: '' },
      ],
    })

    refuse = false
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar borrador' }))
    expect(await screen.findByText('Borrador guardado')).toBeInTheDocument()
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Aprobar y firmar' })).toBeEnabled())
  })

  it('shows the draft as it reads to an administrative, with «Aprobar y firmar» and no way to write it', async () => {
    serve((call) => {
      if (call.path === '/api/care-plans?residentId=r1') return jsonResponse(200, [draftJSON()])
      if (call.path === '/api/care-plans/status') return jsonResponse(200, STATUS)
      return undefined
    })
    renderTab(PERMISSIONS.administrative)
    expect(await screen.findByRole('heading', { name: 'Versión 1 · Borrador' })).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Borrador del plan' })).not.toBeInTheDocument()
    expect(screen.getByRole('article', { name: SKIN })).toHaveTextContent('Cambios posturales')
    expect(screen.getByText('Datos de partida')).toBeInTheDocument()
    expect(screen.getByText('Aún no se ha acordado: es un borrador.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Aprobar y firmar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar y firmar el plan' })
    // The draft as saved lacks a reference professional: the server would refuse it, so the dialog says so first.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Indica el profesional de referencia antes de aprobar el plan.')
    expect(within(dialog).getByRole('button', { name: 'Aprobar' })).toBeDisabled()
  })
})
