import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { KardexTab } from '@/features/patients/records/kardex/kardex-tab'
import { todayISO } from '@/lib/dates'
import { PermissionsProvider } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { recordListAnswer } from '@/test/serve-records'
import { PERMISSIONS } from '@/test/permissions'
import { renderWithProviders } from '@/test/render'
import { savedResident } from '@/test/resident-fixtures'

const fetchMock = useFetchMock()

const inventory = {
  medications: [
    { _id: 'm1', name: 'Almagato', concentration: '1,5 g', stock: 10 },
    { _id: 'm2', name: 'Enalapril', concentration: '10 mg', stock: 20 },
  ],
}

const entry = (medication: string, medicationName: string, frequency: string, ownSupply = false) => ({
  medication,
  medicationName,
  ownSupply,
  dose: '1 comprimido',
  frequency,
  route: 'Oral',
  date: '2026-10-31',
})

const dose = {
  _id: 'd1',
  kardexId: 'k1',
  medication: 'm2',
  medicationName: 'Enalapril 10 mg',
  doseDate: '2026-11-21',
  doseTime: '09:00',
  userId: 'u1',
  userName: 'Carmen Ruiz Gómez',
  createdAt: '2026-11-21T08:00:00Z',
}

// Enalapril twice (morning and night): the dose dialog offers it once; the own supply not at all.
const kardex = {
  _id: 'k1',
  residentId: 'r1',
  patientId: 'r1',
  date: '2026-10-31',
  entries: [
    entry('m2', 'Enalapril 10 mg', 'Por la mañana'),
    entry('m1', 'Almagato 1,5 g', 'Cada 8 horas'),
    entry('m2', 'Enalapril 10 mg', 'Por la noche'),
    entry('', 'Spiriva 18 mcg', 'Cada 24 horas', true),
  ],
  responsibleName: 'Javier Ortega Lázaro',
  doses: [] as (typeof dose)[],
  createdByName: 'Javier Ortega Lázaro',
  canDelete: true,
}

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined

function serve(list: () => unknown[], handler: Handler = () => undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    const answer = handler(url, init)
    if (answer) return answer
    const listed = recordListAnswer(new URL(url, 'http://localhost'), init, '/api/kardex?patientId=r1', list())
    if (listed) return listed
    if (url === '/api/medications/all') return jsonResponse(200, inventory)
    if (url.startsWith('/api/kardex/allergy-check?')) return jsonResponse(200, { finding: null })
    return jsonResponse(404, { message: 'No encontrado.', fields: {} })
  })
}

/** The tab as the modal gives it: `canWrite` is kardex.prescribe; doses need doses.give (a doctor by default). */
function renderTab(canWrite = true, permissions: readonly string[] = PERMISSIONS.doctor) {
  return renderWithProviders(
    <PermissionsProvider permissions={permissions}>
      <TooltipProvider>
        <KardexTab resident={savedResident()} canWrite={canWrite} />
        <Toaster />
      </TooltipProvider>
    </PermissionsProvider>,
  )
}

async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option }))
}

const rowLabel = 'la hoja de Kardex del 31/10/2026'

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'carmen' }, 'tok')
  // jsdom has no pointer capture or scrolling, which Radix Select calls.
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

describe('KardexTab', () => {
  it('edits the medications as a list, removable only while more than one is left, and creates the Kardex', async () => {
    let sent: unknown = null
    serve(
      () => [],
      (url, init) => {
        if (url !== '/api/kardex' || init?.method !== 'POST') return undefined
        sent = JSON.parse(String(init.body))
        return jsonResponse(201, { ...kardex, _id: 'k2' })
      },
    )
    const user = userEvent.setup()
    renderTab()
    expect(await screen.findAllByText('No hay registros.')).not.toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Nuevo Kardex' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Kardex' })
    expect(within(dialog).queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Añadir medicamento' }))
    expect(within(dialog).getAllByRole('group', { name: /^Medicamento \d$/ })).toHaveLength(2)
    await user.click(within(dialog).getByRole('button', { name: 'Quitar el medicamento 2' }))
    expect(within(dialog).getAllByRole('group', { name: /^Medicamento \d$/ })).toHaveLength(1)
    expect(within(dialog).queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('Seleccione el medicamento.')).toBeInTheDocument()
    expect(within(dialog).getByText('Ingrese la dosis.')).toBeInTheDocument()
    expect(within(dialog).getByText('Indique las horas de administración o marque «si precisa».')).toBeInTheDocument()
    expect(within(dialog).getByText('Seleccione la vía de administración.')).toBeInTheDocument()

    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Medicamento' })).toBeEnabled())
    await choose(user, dialog, 'Medicamento', 'Almagato 1,5 g')
    await user.type(within(dialog).getByLabelText('Dosis'), '1 sobre')
    await choose(user, dialog, 'Vía de administración', 'Oral')
    // The schedule: a quick choice, a typed time, and Monday to Friday only.
    await user.click(within(dialog).getByRole('button', { name: '08:00' }))
    expect(within(dialog).getByRole('button', { name: '08:00' })).toHaveAttribute('aria-pressed', 'true')
    await user.type(within(dialog).getByLabelText('Otra hora'), '21:30')
    await user.click(within(dialog).getByRole('button', { name: 'Añadir hora' }))
    await user.click(within(dialog).getByRole('button', { name: 'Sábado' }))
    await user.click(within(dialog).getByRole('button', { name: 'Domingo' }))
    expect(within(dialog).getByTestId('schedule-preview')).toHaveTextContent(
      'Lunes, martes, miércoles, jueves y viernes a las 08:00 y 21:30',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual({
      patientId: 'r1',
      entries: [
        {
          ownSupply: false,
          medication: 'm1',
          dose: '1 sobre',
          route: 'Oral',
          date: todayISO(),
          endDate: '',
          times: ['08:00', '21:30'],
          weekdays: [1, 2, 3, 4, 5],
          prn: false,
          unitsPerDose: 1,
          instructions: '',
          frequency: '',
        },
      ],
    })
    expect(await screen.findByText('Kardex Creado')).toBeInTheDocument()
  }, 15_000)

  it("offers DESIGN 8's fourteen routes, and names the resident's own supply instead of an inventory medication", async () => {
    let sent: unknown = null
    serve(
      () => [],
      (url, init) => {
        if (url !== '/api/kardex' || init?.method !== 'POST') return undefined
        sent = JSON.parse(String(init.body))
        return jsonResponse(201, { ...kardex, _id: 'k2' })
      },
    )
    const user = userEvent.setup()
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Nuevo Kardex' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Kardex' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Vía de administración' }))
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Oral',
      'Sublingual',
      'Intravenosa',
      'Intramuscular',
      'Subcutánea',
      'Tópica',
      'Transdérmica',
      'Inhalatoria',
      'Nasal',
      'Oftálmica',
      'Ótica',
      'Rectal',
      'Vaginal',
      'Enteral (sonda)',
    ])
    await user.click(screen.getByRole('option', { name: 'Inhalatoria' }))

    await user.click(within(dialog).getByRole('switch', { name: 'Medicación propia del residente' }))
    expect(within(dialog).queryByRole('combobox', { name: 'Medicamento' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('Escriba el nombre del medicamento.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Nombre del medicamento'), 'Spiriva 18 mcg')
    await user.type(within(dialog).getByLabelText('Dosis'), '1 inhalación')
    await user.click(within(dialog).getByRole('switch', { name: 'Si precisa' }))
    await user.type(within(dialog).getByLabelText('Indicación'), 'disnea')
    await user.type(within(dialog).getByLabelText('Máximo al día'), '2')
    expect(within(dialog).getByTestId('schedule-preview')).toHaveTextContent('Si precisa: disnea (máx. 2 al día)')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual({
      patientId: 'r1',
      entries: [
        {
          ownSupply: true,
          medication: '',
          medicationName: 'Spiriva 18 mcg',
          dose: '1 inhalación',
          route: 'Inhalatoria',
          date: todayISO(),
          endDate: '',
          times: [],
          weekdays: [],
          prn: true,
          prnIndication: 'disnea',
          prnMaxPerDay: 2,
          unitsPerDose: 1,
          instructions: '',
          frequency: '',
        },
      ],
    })
  }, 30_000)

  it('shows the allergy the server found on the medication and prescribes anyway with a reason', async () => {
    const sent: Record<string, unknown>[] = []
    serve(
      () => [],
      (url, init) => {
        if (url !== '/api/kardex' || init?.method !== 'POST') return undefined
        const body = JSON.parse(String(init.body)) as Record<string, unknown>
        sent.push(body)
        return body.allergyOverride
          ? jsonResponse(201, { ...kardex, _id: 'k2' })
          : jsonResponse(422, {
              message: 'Revise los campos marcados.',
              fields: { 'entries.0.medication': 'Alergia registrada: Penicilina.' },
            })
      },
    )
    const user = userEvent.setup()
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Nuevo Kardex' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Kardex' })
    expect(within(dialog).getByRole('note', { name: 'Alergias' })).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Medicamento' })).toBeEnabled())
    await choose(user, dialog, 'Medicamento', 'Almagato 1,5 g')
    await user.type(within(dialog).getByLabelText('Dosis'), '1 sobre')
    await choose(user, dialog, 'Vía de administración', 'Oral')
    await user.click(within(dialog).getByRole('button', { name: '20:00' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect((await within(dialog).findAllByText('Alergia registrada: Penicilina.')).length).toBeGreaterThan(0)
    await user.click(within(dialog).getByRole('button', { name: 'Prescribir igualmente' }))
    expect(within(dialog).getByText('Explique por qué se prescribe pese a la alergia.')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    await user.type(
      within(dialog).getByLabelText('Motivo para prescribir pese a la alergia'),
      'Tolerada en el hospital sin reacción',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Prescribir igualmente' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toHaveLength(2)
    expect(sent[1]).toMatchObject({
      allergyOverride: { reason: 'Tolerada en el hospital sin reacción' },
      entries: [{ medication: 'm1', times: ['20:00'] }],
    })
  }, 15_000)

  it('warns of a cross-reactivity beside the medication as soon as it is chosen, and confirms it without a reason', async () => {
    const sent: Record<string, unknown>[] = []
    const checked: string[] = []
    const warning = 'Posible reacción cruzada: Penicilina y cefalosporinas.'
    serve(
      () => [],
      (url, init) => {
        if (url.startsWith('/api/kardex/allergy-check?')) {
          checked.push(url)
          const cross = { allergy: 'Penicilina', group: 'cefalosporinas', crossReactivity: true, message: warning }
          return jsonResponse(200, { finding: url.includes('medicationId=m1') ? cross : null })
        }
        if (url !== '/api/kardex' || init?.method !== 'POST') return undefined
        const body = JSON.parse(String(init.body)) as Record<string, unknown>
        sent.push(body)
        return body.allergyOverride
          ? jsonResponse(201, { ...kardex, _id: 'k2' })
          : jsonResponse(422, { message: 'Revise los campos marcados.', fields: { 'entries.0.medication': warning } })
      },
    )
    const user = userEvent.setup()
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Nuevo Kardex' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Kardex' })
    const entry = within(dialog).getByRole('group', { name: 'Medicamento 1' })
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Medicamento' })).toBeEnabled())
    await choose(user, dialog, 'Medicamento', 'Enalapril 10 mg')
    await waitFor(() => expect(checked).toEqual(['/api/kardex/allergy-check?residentId=r1&medicationId=m2']))
    expect(within(entry).queryByRole('alert')).not.toBeInTheDocument()

    // Chosen, the warning is beside it before saving.
    await choose(user, dialog, 'Medicamento', 'Almagato 1,5 g')
    expect(await within(entry).findByRole('alert')).toHaveTextContent(`${warning} Al guardar se pedirá confirmarlo.`)
    expect(sent).toHaveLength(0)

    await user.type(within(dialog).getByLabelText('Dosis'), '1 sobre')
    await choose(user, dialog, 'Vía de administración', 'Oral')
    await user.click(within(dialog).getByRole('button', { name: '20:00' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    const section = await within(dialog).findByRole('region', { name: 'Posible reacción cruzada' })
    expect(section).toHaveTextContent(warning)
    await user.click(within(section).getByRole('button', { name: 'Confirmar y prescribir' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toHaveLength(2)
    expect(sent[1]).toMatchObject({ allergyOverride: { reason: '' }, entries: [{ medication: 'm1' }] })
  }, 20_000)

  it("checks the resident's own supply by the name typed, once typing stops", async () => {
    const checked: string[] = []
    const refusal = 'Alergia registrada: Penicilina (grupo penicilinas: ampicilina).'
    serve(
      () => [],
      (url) => {
        if (!url.startsWith('/api/kardex/allergy-check?')) return undefined
        checked.push(url)
        return jsonResponse(200, { finding: { allergy: 'Penicilina', group: 'penicilinas', member: 'ampicilina', message: refusal } })
      },
    )
    const user = userEvent.setup()
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Nuevo Kardex' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Kardex' })
    const entry = within(dialog).getByRole('group', { name: 'Medicamento 1' })
    await user.click(within(dialog).getByRole('switch', { name: 'Medicación propia del residente' }))
    await user.type(within(dialog).getByLabelText('Nombre del medicamento'), 'Ampicilina 500')
    expect(await within(entry).findByRole('alert')).toHaveTextContent(
      `${refusal} Al guardar se pedirá el motivo para prescribirlo igualmente.`,
    )
    // Once, for the whole name: not a call per letter.
    expect(checked).toEqual(['/api/kardex/allergy-check?residentId=r1&medicationName=Ampicilina+500'])
  }, 15_000)

  it("says the server's message when the same dose is registered twice (409)", async () => {
    serve(
      () => [kardex],
      (url, init) =>
        url === '/api/kardex/dose' && init?.method === 'POST'
          ? jsonResponse(409, { message: 'Esta dosis ya está registrada por Carmen Ruiz Gómez.', fields: {} })
          : undefined,
    )
    const user = userEvent.setup()
    renderTab()
    const table = await screen.findByRole('table', { name: 'Kardex de medicación' })
    const row = (await within(table).findByText('31/10/2026')).closest('tr')!
    await user.click(within(row).getByRole('button', { name: `Registrar una dosis de ${rowLabel}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Registrar dosis' })
    await choose(user, dialog, 'Medicamento', 'Enalapril 10 mg')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta dosis ya está registrada por Carmen Ruiz Gómez.')
  })

  it("registers a dose of one of the Kardex's medications and shows it in the history", async () => {
    let sent: unknown = null
    let doses: (typeof dose)[] = []
    serve(
      () => [{ ...kardex, doses }],
      (url, init) => {
        if (url !== '/api/kardex/dose' || init?.method !== 'POST') return undefined
        sent = JSON.parse(String(init.body))
        doses = [dose]
        return jsonResponse(201, dose)
      },
    )
    const user = userEvent.setup()
    renderTab()
    const table = await screen.findByRole('table', { name: 'Kardex de medicación' })
    const row = (await within(table).findByText('31/10/2026')).closest('tr')!
    expect(row).toHaveTextContent('Enalapril 10 mg, Almagato 1,5 g, Enalapril 10 mg, Spiriva 18…')
    expect(row).toHaveTextContent('Sin dosis registradas.')

    await user.click(within(row).getByRole('button', { name: `Registrar una dosis de ${rowLabel}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Registrar dosis' })
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('El medicamento es requerido.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: 'Medicamento' }))
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Enalapril 10 mg',
      'Almagato 1,5 g',
    ])
    await user.click(screen.getByRole('option', { name: 'Enalapril 10 mg' }))
    expect(within(dialog).getByLabelText('Fecha')).toHaveValue(todayISO())
    await user.clear(within(dialog).getByLabelText('Hora'))
    await user.type(within(dialog).getByLabelText('Hora'), '00:00') // today's first minute: never ahead of now
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual({ kardexId: 'k1', medication: 'm2', doseDate: todayISO(), doseTime: '00:00' })
    expect(await screen.findByText('Dosis Creada')).toBeInTheDocument()
    await waitFor(() => expect(row).toHaveTextContent('21/11/2026 09:00 · Enalapril 10 mg'))

    await user.click(within(row).getByRole('button', { name: `Ver las dosis de ${rowLabel}` }))
    const history = await screen.findByRole('dialog', { name: 'Historial de dosis' })
    const doseRow = within(within(history).getByRole('table', { name: 'Dosis administradas' })).getAllByRole('row')[1]
    expect(doseRow).toHaveTextContent('21/11/2026')
    expect(doseRow).toHaveTextContent('09:00')
    expect(doseRow).toHaveTextContent('Enalapril 10 mg')
    expect(doseRow).toHaveTextContent('Carmen Ruiz Gómez')
  })

  it("says SPEC's Kardex message when a delete fails without one from the server", async () => {
    serve(
      () => [kardex],
      (url, init) => (url === '/api/kardex/k1' && init?.method === 'DELETE' ? new Response('', { status: 500 }) : undefined),
    )
    const user = userEvent.setup()
    renderTab()
    const table = await screen.findByRole('table', { name: 'Kardex de medicación' })
    const row = (await within(table).findByText('31/10/2026')).closest('tr')!
    await user.click(within(row).getByRole('button', { name: `Eliminar ${rowLabel}` }))
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar este Kardex?' })
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    // The confirmation stays open (the rest of the page is hidden behind it) with the toast and the banner.
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Error al eliminar Kardex.')
    expect(screen.getAllByText('Error al eliminar Kardex.', { ignore: '[role=alert] *' })).not.toHaveLength(0)
  })

  it('shows the doses but neither registers them nor edits for those who may not write the Kardex', async () => {
    serve(() => [{ ...kardex, doses: [dose], canDelete: false }])
    renderTab(false, PERMISSIONS.socialworker)
    const table = await screen.findByRole('table', { name: 'Kardex de medicación' })
    const row = (await within(table).findByText('31/10/2026')).closest('tr')!
    expect(within(row).getByRole('button', { name: `Ver las dosis de ${rowLabel}` })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: `Registrar una dosis de ${rowLabel}` })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: `Editar ${rowLabel}` })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Nuevo Kardex' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: `Eliminar ${rowLabel}` })).not.toBeInTheDocument()
  })

  it('lets a nurse register doses (doses.give) but not write the Kardex (kardex.prescribe)', async () => {
    serve(() => [{ ...kardex, canDelete: false }])
    renderTab(false, PERMISSIONS.nurse)
    const table = await screen.findByRole('table', { name: 'Kardex de medicación' })
    const row = (await within(table).findByText('31/10/2026')).closest('tr')!
    expect(within(row).getByRole('button', { name: `Registrar una dosis de ${rowLabel}` })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: `Editar ${rowLabel}` })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: `Eliminar ${rowLabel}` })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Nuevo Kardex' })).not.toBeInTheDocument()
  })

  it('offers no Registrar dosis without doses.give, even to who writes the Kardex', async () => {
    serve(() => [kardex])
    renderTab(true, PERMISSIONS.doctor.filter((permission) => permission !== 'doses.give'))
    const table = await screen.findByRole('table', { name: 'Kardex de medicación' })
    const row = (await within(table).findByText('31/10/2026')).closest('tr')!
    expect(within(row).getByRole('button', { name: `Editar ${rowLabel}` })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: `Registrar una dosis de ${rowLabel}` })).not.toBeInTheDocument()
  })

  it('asks a «si precisa» dose for its indication, and confirms one soon after another (409 confirmRepeat)', async () => {
    const sent: Record<string, unknown>[] = []
    const prn = { ...entry('m1', 'Almagato 1,5 g', 'Si precisa'), prn: true, prnIndication: 'acidez', prnMaxPerDay: 3 }
    serve(
      () => [{ ...kardex, entries: [prn] }],
      (url, init) => {
        if (url !== '/api/kardex/dose' || init?.method !== 'POST') return undefined
        sent.push(JSON.parse(String(init.body)))
        if (sent.length === 1) {
          const last = 'Última dosis a las 08:10 por Tomás Iñiguez.'
          return jsonResponse(409, { message: last, fields: { confirmRepeat: last } })
        }
        return jsonResponse(201, { ...dose, medication: 'm1', medicationName: 'Almagato 1,5 g' })
      },
    )
    const user = userEvent.setup()
    renderTab()
    const table = await screen.findByRole('table', { name: 'Kardex de medicación' })
    const row = (await within(table).findByText('31/10/2026')).closest('tr')!
    await user.click(within(row).getByRole('button', { name: `Registrar una dosis de ${rowLabel}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Registrar dosis' })
    const indication = await within(dialog).findByLabelText('Indicación (motivo)')
    expect(indication).toHaveValue('acidez')
    expect(dialog).toHaveTextContent('Pautado para: acidez')
    await user.clear(indication)
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('Indique el motivo (la indicación).')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    await user.type(indication, 'ardor tras la cena')
    await user.clear(within(dialog).getByLabelText('Hora'))
    await user.type(within(dialog).getByLabelText('Hora'), '00:00')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Última dosis a las 08:10 por Tomás Iñiguez.')
    expect(sent[0]).toEqual({ kardexId: 'k1', medication: 'm1', doseDate: todayISO(), doseTime: '00:00', indication: 'ardor tras la cena' })
    await user.click(within(dialog).getByRole('button', { name: 'Registrar igualmente' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent[1]).toMatchObject({ indication: 'ardor tras la cena', confirmRepeat: true })
  }, 15_000)
})
