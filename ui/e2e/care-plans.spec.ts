import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'
import { createUser, openAs } from './helpers'
import { madridDate, spanishDate } from './medications'
import { downloadOf, openTab, toast } from './records'
import { apiPost, apiToken, type CreatedResident } from './residents'

const tablet = { viewport: { width: 800, height: 1280 }, hasTouch: true }
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

type StatusRow = { residentId: string; residentName: string; room: string; state: string; dueDate: string }

/** GET /care-plans/status, as the demo administrative account reads it. */
async function planStatus(request: APIRequestContext): Promise<StatusRow[]> {
  const res = await request.get('/api/care-plans/status', { headers: { Authorization: `Bearer ${await apiToken(request)}` } })
  expect(res.ok()).toBe(true)
  return res.json()
}

/** The demo's resident admitted a week ago, who has no care plan yet (sin-plan). */
async function demoResidentWithoutPlan(request: APIRequestContext): Promise<CreatedResident & { dueDate: string }> {
  const row = (await planStatus(request)).find((item) => item.state === 'sin-plan' && !item.room.startsWith('E2E-'))
  expect(row, 'the demo has a resident without a care plan').toBeDefined()
  return { _id: row!.residentId, name: row!.residentName, room: row!.room, dueDate: row!.dueDate }
}

/** Draws a signature with the pointer on the pad: a zigzag, then a tick. */
async function sign(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded()
  const box = (await pad.boundingBox())!
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7)
  await page.mouse.down()
  for (const [x, y] of [
    [0.2, 0.3],
    [0.3, 0.75],
    [0.45, 0.25],
    [0.55, 0.7],
    [0.7, 0.35],
  ]) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 })
  }
  await page.mouse.up()
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.6)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.75, { steps: 4 })
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.3, { steps: 6 })
  await page.mouse.up()
}

test('en la tableta, una médica redacta el PAI de una residente, lo acuerda con su hija con una firma con el dedo y descarga el PDF', async ({
  browser,
  request,
}) => {
  test.slow()
  const doctor = createUser('doctor')
  const resident = await demoResidentWithoutPlan(request)
  // A nurse's Braden of 11 (riesgo alto): the draft suggests a skin need from it.
  const nurseToken = await apiToken(request, createUser('nurse').username, 'clave-inicial-1')
  const answers = { percepcion: '2', humedad: '2', actividad: '2', movilidad: '2', nutricion: '2', roce: '1' }
  await apiPost(request, nurseToken, '/assessments', { residentId: resident._id, scale: 'braden', date: madridDate(), answers, notes: '' })

  const page = await openAs(browser, doctor, tablet)
  const main = await openTab(page, resident, 'PAI')
  await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}/pai$`))
  const state = main.getByRole('region', { name: 'Estado del plan' })
  await expect(state).toContainText('Sin plan')
  await expect(state).toContainText(`El primer plan debe estar acordado antes del ${spanishDate(resident.dueDate)}`)
  await expect(main.getByText('Este residente aún no tiene plan de atención.')).toBeVisible()

  // «Nuevo borrador»: the server's draft, pre-filled, opens as a form.
  const create = main.getByRole('button', { name: 'Nuevo borrador' })
  expect((await create.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  await create.click()
  await expect(toast(page, 'Borrador creado')).toBeVisible()
  await expect(page).toHaveURL(/\/pai\?plan=/)
  await expect(main.getByRole('heading', { name: 'Versión 1 · Borrador' })).toBeVisible()
  await expect(state).toContainText('Borrador')
  const form = main.getByRole('form', { name: 'Borrador del plan' })
  await expect(form.getByText('Datos de partida')).toBeVisible()
  await expect(form.locator('details')).toContainText('Riesgo alto')

  // The Braden's suggestion, with where it came from: saving before the team decides on it is refused.
  const skin = 'Riesgo alto de lesiones por presión.'
  const suggestion = form.getByRole('article', { name: `Sugerida por las valoraciones: ${skin}` })
  await expect(suggestion).toContainText('11 puntos · Riesgo alto')
  await expect(suggestion).toContainText('Cambios posturales cada 3 h')
  await form.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(suggestion).toContainText('Acepta o quita esta sugerencia antes de guardar.')
  await suggestion.getByRole('button', { name: `Aceptar la sugerencia: ${skin}` }).click()
  await expect(suggestion).toBeHidden()

  // The accepted need is edited like any other: an intervention at a time of day, by a role.
  const health = form.getByRole('region', { name: 'Área sanitaria' })
  const need = health.getByRole('group', { name: 'Necesidad 1' })
  await expect(need.getByLabel('Necesidad', { exact: true })).toHaveValue(skin)
  await expect(need).toContainText('Escala de Braden')
  const interventions = need.getByRole('group', { name: /^Intervención \d+$/ })
  const before = await interventions.count()
  await need.getByRole('button', { name: 'Añadir intervención' }).click()
  const added = need.getByRole('group', { name: `Intervención ${before + 1}` })
  await expect(added.getByLabel('Qué se hace')).toBeFocused()
  await added.getByLabel('Qué se hace').fill('Hidratar la piel de talones y sacro tras el aseo.')
  await added.getByLabel('Con qué frecuencia').fill('a diario, por la mañana')
  await added.getByText('A horas concretas').click()
  await added.getByLabel('Horas', { exact: true }).fill('9:30')
  await added.getByLabel('Rol responsable').fill('Enfermería')

  // The reference professional and who contributed to the area.
  await form.getByLabel('Profesional de referencia').fill(doctor.name)
  await health.getByRole('button', { name: 'Añadir participante' }).click()
  await health.getByLabel('Nombre').fill(doctor.name)
  await health.getByLabel('Función').fill('Médica')
  // Approving waits until the draft is saved.
  await expect(form.getByRole('button', { name: 'Aprobar y firmar' })).toBeDisabled()
  await expect(form.getByText('Guarda el borrador antes de aprobarlo.')).toBeVisible()
  await form.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(toast(page, 'Borrador guardado')).toBeVisible()
  await expect(added.getByLabel('Horas', { exact: true })).toHaveValue('09:30')

  // «Aprobar y firmar»: agreed with her daughter, signed with a finger on the tablet.
  await form.getByRole('button', { name: 'Aprobar y firmar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Aprobar y firmar el plan' })
  await dialog.getByLabel('Quién da su acuerdo').fill('Ana Díaz')
  await dialog.getByLabel('Relación con el residente').fill('Hija')
  await expect(dialog.getByLabel('Fecha del acuerdo')).toHaveValue(madridDate())
  await dialog.getByText('Firmado en la tableta').click()
  const pad = dialog.getByRole('img', { name: 'Recuadro para firmar con el dedo' })
  await expect(pad).toHaveCSS('touch-action', 'none')
  await dialog.getByRole('button', { name: 'Aprobar', exact: true }).click()
  await expect(dialog.getByText('Falta la firma.')).toBeVisible()
  await sign(page, pad)
  await expect(pad).toHaveAttribute('data-signed', 'true')
  await expect(dialog.getByText('Falta la firma.')).toBeHidden()
  await dialog.getByRole('button', { name: 'Aprobar', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: '¿Aprobar el plan?' })
  await expect(confirm).toContainText('La versión 1 pasará a estar vigente.')
  await confirm.getByRole('button', { name: 'Aprobar el plan' }).click()
  await expect(toast(page, 'Plan aprobado')).toBeVisible()
  await expect(dialog).toBeHidden()

  // Vigente, due for review in six months, read as agreed, with the signature's picture.
  await expect(state).toContainText('Vigente')
  await expect(state).toContainText(`Próxima revisión el ${spanishDate(madridDate(180))}`)
  await expect(main.getByRole('heading', { name: 'Versión 1 · Vigente' })).toBeVisible()
  await expect(main.getByRole('form', { name: 'Borrador del plan' })).toHaveCount(0)
  const plan = main.getByRole('article', { name: skin })
  await expect(plan).toContainText('Hidratar la piel de talones y sacro tras el aseo.')
  await expect(plan).toContainText('a diario, por la mañana · a las 09:30')
  await expect(plan).toContainText('Enfermería')
  await expect(main.getByRole('region', { name: 'Área sanitaria' })).toContainText(`${doctor.name} (Médica)`)
  await expect(main).toContainText(`Ana Díaz (Hija), el ${spanishDate(madridDate())}`)
  await expect(main).toContainText('Firmado en la tableta')
  const signature = main.getByRole('img', { name: 'Firma de Ana Díaz' })
  await expect(signature).toBeVisible()
  await expect(signature).toHaveAttribute('src', /^\/api\/images\//)
  expect(await signature.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  // Nothing wider than the tablet.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800)

  // The PDF for the inspector or the family.
  const pdf = main.getByRole('button', { name: 'Descargar PDF de la versión 1' })
  const filename = await downloadOf(page, () => pdf.click())
  expect(filename).toBe(`pai_${resident._id}_${madridDate()}.pdf`)
})

test('en el móvil, «Planes de atención» dice qué parte de los residentes tiene plan vigente, filtra por estado y abre el PAI', async ({
  browser,
  request,
}) => {
  const page = await openAs(browser, createUser('administrative'), phone)
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await page.getByRole('link', { name: 'Planes de atención' }).click()
  await expect(page).toHaveURL(/\/care-plans$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Planes de atención' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Residentes con plan vigente' })).toContainText(
    /\d+ de \d+ residentes con plan vigente \(\d+ %\)/,
  )

  // The demo's lapsed plans, filtered, as cards on the phone (other tests' residents, admitted long ago, may join
  // them); each opens the resident's PAI.
  const lapsed = (await planStatus(request)).find((row) => row.state === 'vencido' && !row.room.startsWith('E2E-'))
  expect(lapsed, 'the demo has a lapsed plan').toBeDefined()
  await page.getByRole('group', { name: 'Estado' }).getByRole('button', { name: /^Vencido \(\d+\)$/ }).click()
  await expect(page).toHaveURL(/estado=vencido/)
  const cards = page.getByRole('list', { name: 'Residentes y estado de su plan' })
  await expect(cards).toBeVisible()
  await expect(cards.getByRole('listitem').filter({ hasNotText: 'Vencido' })).toHaveCount(0)
  const card = cards.getByRole('listitem').filter({ hasText: lapsed!.residentName })
  await expect(card).toContainText(`Vence: ${spanishDate(lapsed!.dueDate)}`)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await card.getByRole('link', { name: `Abrir el PAI de ${lapsed!.residentName}` }).click()
  await expect(page).toHaveURL(new RegExp(`/patients/${lapsed!.residentId}/pai$`))
  await expect(page.getByRole('region', { name: 'Estado del plan' })).toContainText(
    `Vencido desde el ${spanishDate(lapsed!.dueDate)}`,
  )
  // An administrative approves plans but does not write them: no «Nuevo borrador».
  await expect(page.getByRole('button', { name: 'Nuevo borrador' })).toHaveCount(0)
})
