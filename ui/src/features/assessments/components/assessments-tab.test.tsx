import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AssessmentsTab } from '@/features/assessments/components/assessments-tab'
import scales from '@/features/assessments/scales.fixture.json'
import { PermissionsProvider } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { PERMISSIONS } from '@/test/permissions'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

function assessmentJSON(id: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    residentId: 'r1',
    scale: 'barthel',
    version: '1',
    date: '2026-11-10',
    answers: {},
    score: 65,
    band: { label: 'Dependencia moderada', severity: 'medium' },
    notes: '',
    createdBy: 'u1',
    createdByName: 'Carmen Gil',
    createdAt: '2026-11-10T09:00:00Z',
    canDelete: false,
    ...extra,
  }
}

type Call = { path: string; method: string; body: unknown }

const SCALES = '/api/assessment-scales'
const LIST = '/api/assessments/r1'
const DUE = '/api/assessments/due?residentId=r1'

/** Serves the scales (as the server does), the resident's list and what is due; `answer` first. */
function serve({
  list = [] as unknown[],
  due = [] as unknown[],
  answer = (_call: Call): Response | undefined => undefined,
} = {}) {
  const calls: Call[] = []
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const call = { path: url.pathname + url.search, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null }
    calls.push(call)
    const answered = answer(call)
    if (answered) return answered
    if (call.path === SCALES) return jsonResponse(200, scales)
    if (call.path === LIST) return jsonResponse(200, list)
    if (call.path === DUE) return jsonResponse(200, due)
    return jsonResponse(404, { message: 'No encontrado.' })
  })
  return calls
}

function renderTab(permissions: readonly string[] = PERMISSIONS.nurse, archived = false) {
  return renderInRouter(
    <PermissionsProvider permissions={permissions}>
      <AssessmentsTab resident={{ id: 'r1', name: 'María José Núñez', archived }} />
    </PermissionsProvider>,
  )
}

/** Barthel's ten items answered to 65 points (Dependencia moderada). */
const BARTHEL_65: [string, RegExp][] = [
  ['Comer', /^Independiente/],
  ['Lavarse (baño o ducha)', /^Independiente/],
  ['Vestirse', /^Necesita ayuda/],
  ['Arreglarse (aseo personal)', /^Independiente/],
  ['Deposición (valorar la semana anterior)', /^Continente/],
  ['Micción (valorar la semana anterior)', /^Accidente ocasional/],
  ['Usar el retrete', /^Necesita ayuda/],
  ['Trasladarse (del sillón a la cama y vuelta)', /^Mínima ayuda/],
  ['Deambular', /^Necesita ayuda/],
  ['Subir y bajar escalones', /^Dependiente/],
]

async function openBarthel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Nueva valoración' }))
  const dialog = screen.getByRole('dialog', { name: 'Nueva valoración' })
  await user.click(within(dialog).getByRole('button', { name: /^Índice de Barthel/ }))
  return dialog
}

function item(dialog: HTMLElement, text: string) {
  const groups = within(dialog).getAllByRole('group')
  const found = groups.find((group) => group.querySelector('legend')?.textContent?.replace(/^\d+\. /, '') === text)
  if (!found) throw new Error(`no item ${text} among ${groups.map((group) => group.querySelector('legend')?.textContent).join(' | ')}`)
  return found
}

const scrolled: Element[] = []

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'enfermera' }, 'tok')
  scrolled.length = 0
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this)
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('AssessmentsTab', () => {
  it('lists the history per scale, newest first, with the server\'s score and band coloured by severity, and who', async () => {
    serve({
      list: [
        assessmentJSON('a3', { scale: 'pfeiffer', date: '2026-11-12', score: 9, band: { label: 'Deterioro cognitivo grave', severity: 'high' }, createdByName: 'Dra. Elena Ruiz' }),
        assessmentJSON('a2', { date: '2026-11-10', score: 15, band: { label: 'Dependencia total', severity: 'high' }, notes: 'Tras el ingreso hospitalario.' }),
        assessmentJSON('a1', { date: '2026-05-02', score: 95, band: { label: 'Dependencia leve', severity: 'low' } }),
      ],
    })
    renderTab(['residents.read'])
    const barthel = await screen.findByRole('region', { name: /^Índice de Barthel/ })
    // The scales' order (Barthel before Pfeiffer), whatever the dates.
    const regions = within(screen.getByRole('region', { name: 'Historial' })).getAllByRole('region')
    expect(regions.map((region) => region.getAttribute('aria-labelledby'))).toEqual(['assessments-barthel', 'assessments-pfeiffer'])
    expect(barthel).toHaveTextContent('(2 valoraciones)')
    const rows = within(barthel).getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['la valoración del 10/11/2026', 'la valoración del 02/05/2026'])
    expect(rows[0]).toHaveTextContent('10/11/2026')
    expect(rows[0]).toHaveTextContent('15 de 100')
    expect(rows[0]).toHaveTextContent('por Carmen Gil')
    expect(rows[0]).toHaveTextContent('Tras el ingreso hospitalario.')
    const total = within(rows[0]).getByText('Dependencia total')
    expect(total).toHaveAttribute('data-severity', 'high')
    expect(total.className).toContain('bg-destructive')
    expect(within(rows[1]).getByText('Dependencia leve')).toHaveAttribute('data-severity', 'low')
    // From two assessments on, a trend with its text alternative.
    expect(within(barthel).getByText(/^Última: 15 de 100 \(Dependencia total\) el 10\/11\/2026/)).toBeInTheDocument()
    const pfeiffer = screen.getByRole('region', { name: /^Cuestionario de Pfeiffer/ })
    expect(pfeiffer).toHaveTextContent('9 de 10')
    expect(pfeiffer).toHaveTextContent('por Dra. Elena Ruiz')
    expect(within(pfeiffer).queryByRole('figure')).not.toBeInTheDocument()
    // Every row has its PDF; nothing to delete, nothing to write for someone who only reads.
    expect(screen.getAllByRole('button', { name: /^Descargar el PDF de la valoración del/ })).toHaveLength(3)
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Nueva valoración' })).not.toBeInTheDocument()
  })

  it('says when there are none, and when they cannot be read, with a retry', async () => {
    let fail = true
    serve({ answer: (call) => (call.path === LIST && fail ? jsonResponse(500, { message: 'Error del servidor.' }) : undefined) })
    renderTab()
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las valoraciones. Error del servidor.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Sin valoraciones registradas.')).toBeInTheDocument()
  })

  it('shows what is due with "Hacer ahora", which opens that scale', async () => {
    serve({
      list: [assessmentJSON('a1', { date: '2026-03-01' })],
      due: [
        { residentId: 'r1', residentName: 'María José Núñez', room: '12B', scale: 'barthel', scaleName: 'Índice de Barthel (actividades básicas de la vida diaria)', lastDate: '2026-03-01', dueSince: '2026-08-28', reason: 'reassess' },
        { residentId: 'r1', residentName: 'María José Núñez', room: '12B', scale: 'downton', scaleName: 'Escala de riesgo de caídas de Downton', lastDate: null, dueSince: '2026-11-20', reason: 'fall' },
      ],
    })
    const user = userEvent.setup()
    renderTab()
    const due = await screen.findByRole('region', { name: 'Valoraciones pendientes (2)' })
    const items = within(due).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Toca revalorar desde el 28/08/2026 (la última, del 01/03/2026).')
    expect(items[1]).toHaveTextContent('Tras la caída del 20/11/2026; nunca se ha hecho.')
    await user.click(within(items[1]).getByRole('button', { name: 'Hacer ahora: Escala de riesgo de caídas de Downton' }))
    const dialog = screen.getByRole('dialog', { name: 'Nueva valoración' })
    expect(within(dialog).getByRole('form', { name: 'Escala de riesgo de caídas de Downton' })).toBeInTheDocument()
    // Downton's items are grouped: medication and deficits.
    expect(within(dialog).getByRole('region', { name: 'Estado mental' })).toBeInTheDocument()
  })

  it('answers a Barthel with the score and band as it goes, then saves it and shows the server\'s score', async () => {
    let saved = false
    const calls = serve({
      answer: (call) => {
        if (call.path === LIST && saved) {
          return jsonResponse(200, [assessmentJSON('new', { date: '2026-11-20', score: 65, canDelete: true })])
        }
        if (call.path === '/api/assessments' && call.method === 'POST') {
          saved = true
          return jsonResponse(201, assessmentJSON('new', { date: '2026-11-20', score: 65, canDelete: true }))
        }
        return undefined
      },
    })
    const user = userEvent.setup()
    renderTab()
    expect(await screen.findByText('Sin valoraciones registradas.')).toBeInTheDocument()
    const dialog = await openBarthel(user)
    // The scale's instructions, then its items with every option's points.
    expect(within(dialog).getByRole('complementary', { name: 'Cómo se pasa' })).toHaveTextContent('Valora lo que la persona hace habitualmente')
    expect(within(item(dialog, 'Comer')).getAllByRole('radio')).toHaveLength(3)
    expect(item(dialog, 'Trasladarse (del sillón a la cama y vuelta)')).toHaveTextContent('15 puntos')
    const status = within(dialog).getByRole('status')
    expect(status).toHaveTextContent('Puntuación 0 de 100 · Dependencia total')
    expect(status).toHaveTextContent('Faltan 10 preguntas por responder')

    await user.click(within(item(dialog, 'Comer')).getByRole('radio', { name: /^Independiente/ }))
    expect(status).toHaveTextContent('Puntuación 10 de 100')
    expect(status).toHaveTextContent('Faltan 9 preguntas')
    for (const [text, option] of BARTHEL_65.slice(1)) {
      await user.click(within(item(dialog, text)).getByRole('radio', { name: option }))
    }
    expect(status).toHaveTextContent('Puntuación 65 de 100 · Dependencia moderada')
    expect(status).toHaveTextContent('Todas las preguntas respondidas.')
    expect(within(status).getByText('Dependencia moderada')).toHaveAttribute('data-severity', 'medium')
    // Changing an answer moves it again.
    await user.click(within(item(dialog, 'Subir y bajar escalones')).getByRole('radio', { name: /^Independiente/ }))
    expect(status).toHaveTextContent('Puntuación 75 de 100 · Dependencia moderada')
    await user.click(within(item(dialog, 'Subir y bajar escalones')).getByRole('radio', { name: /^Dependiente/ }))

    await user.type(within(dialog).getByLabelText(/^Observaciones/), 'Valoración semestral.')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.body).toEqual({
      residentId: 'r1',
      scale: 'barthel',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      notes: 'Valoración semestral.',
      answers: {
        comer: '10', lavarse: '5', vestirse: '5', arreglarse: '5', deposicion: '10', miccion: '5', retrete: '5',
        trasladarse: '10', deambular: '10', escalones: '0',
      },
    })
    expect(await screen.findByText('Valoración guardada')).toBeInTheDocument()
    const row = await screen.findByRole('listitem', { name: 'la valoración del 20/11/2026' })
    expect(row).toHaveTextContent('65 de 100')
    expect(row).toHaveTextContent('Dependencia moderada')
  })

  it('refuses to save with items unanswered, marking the first and scrolling to it', async () => {
    const calls = serve()
    const user = userEvent.setup()
    renderTab()
    const dialog = await openBarthel(user)
    await user.click(within(item(dialog, 'Comer')).getByRole('radio', { name: /^Independiente/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    const washing = item(dialog, 'Lavarse (baño o ducha)')
    expect(await within(washing.parentElement!).findByText('Responde esta pregunta.')).toBeInTheDocument()
    expect(washing).toHaveAttribute('aria-invalid', 'true')
    expect(item(dialog, 'Comer')).toHaveAttribute('aria-invalid', 'false')
    await waitFor(() => expect(scrolled[0]?.getAttribute('data-item')).toBe('lavarse'))
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('puts the server\'s 422 on the item it names and scrolls to it', async () => {
    serve({
      answer: (call) =>
        call.method === 'POST'
          ? jsonResponse(422, { message: 'Revisa los campos marcados.', fields: { 'answers.deambular': 'Respuesta no válida.' } })
          : undefined,
    })
    const user = userEvent.setup()
    renderTab()
    const dialog = await openBarthel(user)
    for (const [text, option] of BARTHEL_65) {
      await user.click(within(item(dialog, text)).getByRole('radio', { name: option }))
    }
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    const walking = item(dialog, 'Deambular')
    expect(await within(walking.parentElement!).findByText('Respuesta no válida.')).toBeInTheDocument()
    expect(walking).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Revisa los campos marcados.')
    await waitFor(() => expect(scrolled.some((element) => element.getAttribute('data-item') === 'deambular')).toBe(true))
    expect(screen.getByRole('dialog', { name: 'Nueva valoración' })).toBeInTheDocument()
  })

  it('asks ¿Descartar los cambios? before throwing answers away, on closing and on changing the scale', async () => {
    serve()
    const user = userEvent.setup()
    renderTab()
    const dialog = await openBarthel(user)
    await user.click(within(item(dialog, 'Comer')).getByRole('radio', { name: /^Independiente/ }))
    // Changing the scale: "Seguir editando" keeps the answer.
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar de escala' }))
    const asking = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await user.click(within(asking).getByRole('button', { name: 'Seguir editando' }))
    expect(within(item(dialog, 'Comer')).getByRole('radio', { name: /^Independiente/ })).toBeChecked()
    // Escape asks too; Descartar closes.
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Guardar' }), { key: 'Escape' })
    const again = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await user.click(within(again).getByRole('button', { name: 'Descartar' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva valoración' })).not.toBeInTheDocument())
  })

  it('downloads an assessment\'s PDF as valoracion_<scale>_<id>.pdf, and deletes one with a reason', async () => {
    let deleted = false
    const calls = serve({
      answer: (call) => {
        if (call.path === '/api/assessments/a1/pdf') {
          return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        }
        if (call.method === 'DELETE') {
          deleted = true
          return jsonResponse(200, { message: 'Registro eliminado.' })
        }
        if (call.path === LIST) return jsonResponse(200, deleted ? [] : [assessmentJSON('a1', { canDelete: true })])
        return undefined
      },
    })
    class FakeURL extends URL {
      static createObjectURL = () => 'blob:pdf'
      static revokeObjectURL = () => {}
    }
    vi.stubGlobal('URL', FakeURL)
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    const user = userEvent.setup()
    renderTab(PERMISSIONS.nurse)
    await user.click(await screen.findByRole('button', { name: 'Descargar el PDF de la valoración del 10/11/2026' }))
    expect(await screen.findByText('PDF descargado')).toBeInTheDocument()
    expect(saved).toEqual(['valoracion_barthel_a1.pdf'])

    await user.click(screen.getByRole('button', { name: 'Eliminar la valoración del 10/11/2026' }))
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar esta valoración?' })
    await user.type(within(confirm).getByLabelText('Motivo (opcional)'), 'Escala equivocada')
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('Sin valoraciones registradas.')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/assessments/a1?reason=Escala%20equivocada')
  })

  it('offers nothing to write on an archived resident', async () => {
    serve({ list: [assessmentJSON('a1', { canDelete: false })] })
    renderTab(PERMISSIONS.doctor, true)
    expect(await screen.findByText('El residente está archivado: no se pueden registrar valoraciones.')).toBeInTheDocument()
    await screen.findByRole('listitem', { name: 'la valoración del 10/11/2026' })
    expect(screen.queryByRole('button', { name: 'Nueva valoración' })).not.toBeInTheDocument()
  })
})
