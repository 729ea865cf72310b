import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'
import { createUser, demo, signIn, uniqueTag } from './helpers'
import { createMedication, madridDate } from './medications'
import { sections, showTab } from './records'
import { apiToken, createResident, toggleArchive, type CreatedResident } from './residents'

/** DESIGN 8 / issue 11: the resident's clinical page, on the shared 10-inch tablet and on a phone. */
const SCREENS = [
  { name: 'tableta (800×1280)', viewport: { width: 800, height: 1280 } },
  { name: 'móvil (390×844)', viewport: { width: 390, height: 844 } },
]

/** POST /api/<path> as `token`, expecting 201; answers the saved JSON. */
async function post(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>) {
  const res = await request.post(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as { _id: string }
}

const incident = (residentId: string, situation: string) => ({
  residentId,
  date: madridDate(),
  time: '10:30',
  shift: 'mañana',
  situation,
  calledDoctor: false,
  doctorResponse: '',
  calledRelative: false,
  relativeResponse: '',
  otherAction: false,
  otherResponse: '',
  observations: '',
})

/** A resident with allergies and one record of every kind (the Kardex written by a doctor). */
async function residentWithRecords(request: APIRequestContext): Promise<CreatedResident> {
  const token = await apiToken(request)
  const tag = uniqueTag()
  const resident = await createResident(request, token, `Ficha Clínica ${tag}`, {
    allergies: 'Penicilina y látex',
    diagnosis: 'Insuficiencia cardiaca',
  })
  const today = madridDate()
  const residentId = resident._id
  await post(request, token, 'notessocialworker', {
    residentId,
    date: today,
    time: '09:00',
    primaryObservation: 'Entrevista con la familia.',
    additionalObservations: [],
  })
  await post(request, token, 'notes', { residentId, date: today, time: '09:10', observations: 'Duerme bien.' })
  await post(request, token, 'vitalsigns', {
    residentId,
    date: today,
    time: '08:30',
    vitalSigns: { systolicPressure: 165, temperature: 36.8 },
    diagnostics: '',
    physicalExam: { observations: '' },
  })
  await post(request, token, 'incidents', incident(residentId, 'Tropiezo en el pasillo, sin lesiones.'))
  await post(request, token, 'care-records', {
    user: residentId,
    date: today,
    bath: true,
    breakfast: true,
    lunch: false,
    dinner: false,
    diaperChange: false,
  })
  const doctor = createUser('doctor')
  const medication = await createMedication(request, token, `Furosemida ${tag}`, { concentration: '40 mg' })
  await post(request, await apiToken(request, doctor.username, doctor.password), 'kardex', {
    patientId: residentId,
    entries: [
      { medication: medication._id, dose: '1 comprimido', frequency: 'Cada 24 horas', route: 'Oral', date: today, times: ['08:00'] },
    ],
  })
  return resident
}

/** The element lies inside the screen's width: nothing to find by scrolling sideways. */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox()
  const width = page.viewportSize()!.width
  expect(box, 'shown').not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(width)
}

/** A touch target of at least 44 × 44 px. */
async function expectTouchTarget(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  expect(box!.width).toBeGreaterThanOrEqual(44)
}

for (const { name, viewport } of SCREENS) {
  test.describe(`la ficha clínica en ${name}`, () => {
    test.use({ viewport })

    test('al pulsar un residente se abre su resumen, con las alergias en rojo también en el Kardex', async ({
      page,
      request,
    }) => {
      const resident = await residentWithRecords(request)
      await signIn(page, demo.username, demo.password)
      await page.goto(`/patients?q=${encodeURIComponent(resident.name)}`)
      // A tap anywhere on the resident's card (here, its empty top right corner) opens the page.
      const card = page.getByRole('list', { name: 'Pacientes activos' }).getByRole('listitem').filter({ hasText: resident.name })
      const cardBox = (await card.boundingBox())!
      await card.click({ position: { x: cardBox.width - 16, y: 16 } })
      await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}$`))
      await expect(page).toHaveTitle(`${resident.name} | Amparo`)

      await expect(page.getByRole('heading', { level: 1, name: resident.name })).toBeVisible()
      const allergies = page.getByRole('note', { name: 'Alergias' })
      await expect(allergies).toHaveText('Alergias: Penicilina y látex')
      await expect(allergies).toHaveCSS('color', 'rgb(180, 35, 24)')
      await expect(page.getByRole('region', { name: 'Diagnóstico' })).toContainText('Insuficiencia cardiaca')

      const vitals = page.getByRole('region', { name: 'Últimos signos vitales' })
      await expect(vitals).toContainText('1 medida fuera del rango del residente')
      await expect(vitals.locator('[data-reading="out-of-range"]')).toHaveText('Presión sistólica165 mmHg(fuera de rango)')
      await expect(vitals.locator('[data-reading="in-range"]')).toContainText('36,8 °C')
      await expect(page.getByRole('region', { name: 'Cuidados de hoy' })).toContainText('Baño: Sí')
      await expect(page.getByRole('region', { name: 'Incidentes recientes' })).toContainText('Tropiezo en el pasillo')

      await showTab(page, 'Kardex')
      await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}/kardex$`))
      await expect(page.getByRole('heading', { name: `Kardex de ${resident.name}` })).toBeVisible()
      await expect(allergies).toHaveText('Alergias: Penicilina y látex')

      // Back to the list as it was left.
      await page.getByRole('link', { name: 'Volver a Pacientes' }).click()
      await expect(page.getByLabel('Buscar pacientes')).toHaveValue(resident.name)
    })

    test('una notificación de incidencia registrada por otra persona abre al residente en Incidentes', async ({
      browser,
      request,
    }) => {
      const nurse = createUser('nurse')
      const doctor = createUser('doctor')
      const context = await browser.newContext({ viewport, locale: 'es-ES', timezoneId: 'Europe/Madrid' })
      const page = await context.newPage()
      await signIn(page, nurse.username, nurse.password)
      const resident = await createResident(request, await apiToken(request), `Aviso Ficha ${uniqueTag()}`)
      await expect(page.getByRole('button', { name: /^Notificaciones/ })).toBeVisible()

      // Not a fall (a fall is its own kind, «Caída»): a plain incident.
      const situation = 'Rechaza la cena y está inquieta.'
      await post(request, await apiToken(request, doctor.username, doctor.password), 'incidents', incident(resident._id, situation))

      const bell = page.getByRole('button', { name: 'Notificaciones (hay avisos nuevos)' })
      await expectWithinWidth(page, bell)
      await bell.click()
      const item = page.getByRole('menuitem', { name: new RegExp(`Incidencia:\\s*Nueva incidencia: ${resident.name}`) })
      await expect(item).toHaveAttribute('data-kind-urgent', 'true')
      await item.click()

      await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}/incidentes$`))
      await expect(page.getByRole('heading', { name: `Incidentes de ${resident.name}` })).toBeVisible()
      await expect(page.getByRole('main').getByText(situation).filter({ visible: true })).toBeVisible()
      await expect(sections(page).getByRole('link', { name: 'Incidentes', exact: true })).toHaveAttribute('aria-current', 'page')

      // The toast sits below the header: the bell and the user menu stay uncovered.
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Notificación leída' })
      await expect(toast).toBeVisible()
      const header = await page.getByRole('banner').boundingBox()
      const toastBox = await toast.boundingBox()
      expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
      await page.getByRole('button', { name: 'Menú de usuario' }).click()
      await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible()
      await context.close()
    })

    test('cada pestaña y cada acción de los registros se alcanza sin pasar el ratón', async ({ page, request }) => {
      test.slow() // six tabs, a menu in each
      const resident = await residentWithRecords(request)
      await signIn(page, demo.username, demo.password)
      await page.goto(`/patients/${resident._id}`)
      await expect(page.getByRole('heading', { level: 1, name: resident.name })).toBeVisible()

      const tabs: [tab: string, heading: string, actions: string[]][] = [
        ['Notas TS', `Notas de ${resident.name}`, ['Editar', 'Imprimir PDF', 'Eliminar']],
        ['Notas', `Notas generales de ${resident.name}`, ['Editar', 'Imprimir PDF', 'Eliminar']],
        ['Vitales', `Signos vitales de ${resident.name}`, ['Editar', 'Imprimir PDF', 'Eliminar']],
        ['Incidentes', `Incidentes de ${resident.name}`, ['Editar', 'Imprimir PDF', 'Eliminar']],
        ['Kardex', `Kardex de ${resident.name}`, ['Imprimir PDF', 'Historial de dosis']],
        ['Cuidados', `Cuidados diarios de ${resident.name}`, ['Editar', 'Imprimir PDF', 'Eliminar']],
      ]
      for (const [tab, heading, actions] of tabs) {
        const link = sections(page).getByRole('link', { name: tab, exact: true })
        await expectWithinWidth(page, link)
        await expectTouchTarget(link)
        await showTab(page, tab)
        await expect(page.getByRole('heading', { name: heading })).toBeVisible()

        const more = page.getByRole('main').getByRole('button', { name: /^Más acciones para / })
        await expect(more).toHaveCount(1)
        await expect(more).toHaveText('Más acciones')
        await expectWithinWidth(page, more)
        await expectTouchTarget(more)
        await more.click()
        const items = page.getByRole('menu').getByRole('menuitem')
        await expect(items).toContainText(actions)
        for (const item of await items.all()) {
          await expectWithinWidth(page, item)
          expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44)
        }
        await page.keyboard.press('Escape')
        await expect(page.getByRole('menu')).toBeHidden()
        await expect(more).toBeFocused()
      }

      // The menu's items act: the Kardex's dose history, a care record's edit and delete.
      await showTab(page, 'Kardex')
      await page.getByRole('button', { name: /^Más acciones para la hoja de Kardex/ }).click()
      await page.getByRole('menuitem', { name: 'Historial de dosis' }).click()
      const history = page.getByRole('dialog', { name: 'Historial de dosis' })
      await expect(history).toBeVisible()
      await history.getByRole('button', { name: 'Cerrar' }).click()
      await expect(history).toBeHidden()

      await showTab(page, 'Cuidados')
      const more = page.getByRole('button', { name: /^Más acciones para el registro del/ })
      await more.click()
      await page.getByRole('menuitem', { name: 'Editar' }).click()
      const edit = page.getByRole('dialog', { name: 'Editar registro diario' })
      await expect(edit).toBeVisible()
      await edit.getByRole('button', { name: 'Cancelar' }).click()
      await expect(edit).toBeHidden()

      await more.click()
      await page.getByRole('menuitem', { name: 'Eliminar' }).click()
      const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este registro?' })
      await expectWithinWidth(page, confirm.getByRole('button', { name: 'Eliminar', exact: true }))
      await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click()
      await expect(confirm).toBeHidden()
      await expect(page.getByText('Sin registros diarios.').filter({ visible: true })).toBeVisible()
    })

    test('la habitación se comprueba en el paso Personal y se sugieren las libres', async ({ page, request }) => {
      const token = await apiToken(request)
      const occupant = await createResident(request, token, `Ocupante ${uniqueTag()}`)
      const former = await createResident(request, token, `Antigua ${uniqueTag()}`)
      await toggleArchive(request, token, former._id)
      await signIn(page, demo.username, demo.password)
      await page.goto('/patients')
      await page.getByRole('button', { name: 'Nuevo Paciente' }).click()
      const dialog = page.getByRole('dialog', { name: 'Registrar Nuevo Paciente' })

      const room = dialog.locator('[name="room"]')
      const suggestions = dialog.locator(`datalist option[value="${former.room}"]`)
      await expect(suggestions).toHaveCount(1)
      await expect(dialog.getByText('Te sugerimos las habitaciones que han quedado libres.')).toBeVisible()

      await room.fill(occupant.room.toLowerCase())
      await dialog.locator('[name="name"]').fill('Alguien nuevo')
      await dialog.getByRole('button', { name: 'Siguiente' }).click()
      const message = `La habitación ya está ocupada por ${occupant.name}.`
      await expect(dialog.getByRole('alert')).toContainText(message)
      await expect(room).toHaveAttribute('aria-invalid', 'true')
      await expect(dialog.getByText(message).filter({ visible: true }).first()).toBeVisible()
      await expect(dialog.getByRole('tab', { name: 'Personal', exact: true })).toHaveAttribute('aria-selected', 'true')

      await room.fill(former.room)
      await room.blur()
      await expect(room).not.toHaveAttribute('aria-invalid', 'true')
    })
  })
}

test.describe('en una tableta táctil en horizontal (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true })

  test('las acciones de cada registro están en «Más acciones», aunque la lista sea ancha', async ({ page, request }) => {
    const resident = await residentWithRecords(request)
    await signIn(page, demo.username, demo.password)
    await page.goto(`/patients/${resident._id}/notas`)
    const table = page.getByRole('table', { name: 'Notas generales' })
    await expect(table).toBeVisible()
    await expect(table.getByRole('button', { name: /^Editar la nota del/ })).toBeHidden()
    const more = table.getByRole('button', { name: /^Más acciones para la nota del/ })
    await expectTouchTarget(more)
    await more.tap()
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Editar', 'Imprimir PDF', 'Eliminar'])
  })
})
