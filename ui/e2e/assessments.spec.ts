import { expect, test, type Locator, type Page } from './fixtures'
import { createUser, openAs, uniqueTag } from './helpers'
import { madridDate, spanishDate } from './medications'
import { downloadOf, openTab, toast } from './records'
import { apiPost, apiToken, createResident } from './residents'

const tablet = { viewport: { width: 800, height: 1280 } }

const BARTHEL = 'Índice de Barthel (actividades básicas de la vida diaria)'

/** Barthel's ten items (contract-15's ids) and the option tapped in each: 65 points, Dependencia moderada. */
const BARTHEL_65: [string, RegExp][] = [
  ['comer', /^Independiente/],
  ['lavarse', /^Independiente/],
  ['vestirse', /^Necesita ayuda/],
  ['arreglarse', /^Independiente/],
  ['deposicion', /^Continente/],
  ['miccion', /^Accidente ocasional/],
  ['retrete', /^Necesita ayuda/],
  ['trasladarse', /^Mínima ayuda/],
  ['deambular', /^Necesita ayuda/],
  ['escalones', /^Dependiente/],
]
const BARTHEL_IDS = BARTHEL_65.map(([id]) => id)

/** An item's option tile (the whole label is the target), by the start of its label. */
function option(dialog: Locator, itemId: string, label: RegExp) {
  return dialog.locator(`[data-item="${itemId}"] label`).filter({ hasText: label })
}

/** Opens "Nueva valoración" and picks Barthel; the dialog. */
async function startBarthel(page: Page, main: Locator) {
  const create = main.getByRole('button', { name: 'Nueva valoración' })
  expect((await create.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  await create.click()
  const dialog = page.getByRole('dialog', { name: 'Nueva valoración' })
  await dialog.getByRole('button', { name: BARTHEL }).click()
  await expect(dialog.getByRole('form', { name: BARTHEL })).toBeVisible()
  return dialog
}

test('una enfermera pasa un Barthel en la tableta: la puntuación cambia con cada toque, se guarda con la del servidor y se descarga su PDF', async ({
  browser,
  request,
}) => {
  test.slow()
  const nurse = createUser('nurse')
  const resident = await createResident(request, await apiToken(request), `Residente Valoración ${uniqueTag()}`)

  const page = await openAs(browser, nurse, tablet)
  const main = await openTab(page, resident, 'Valoraciones')
  await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}/valoraciones$`))
  await expect(main.getByText('Sin valoraciones registradas.')).toBeVisible()

  const dialog = await startBarthel(page, main)
  await expect(dialog.getByRole('complementary', { name: 'Cómo se pasa' })).toContainText('Valora lo que la persona hace habitualmente')
  const status = dialog.getByRole('status')
  await expect(status).toContainText('Puntuación 0 de 100')
  await expect(status).toContainText('Faltan 10 preguntas por responder')

  // Every option is a large tile showing its points.
  const tile = option(dialog, 'trasladarse', /^Independiente/)
  await expect(tile).toContainText('15 puntos')
  expect((await tile.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)

  // Tap by tap, the score and the band move.
  await option(dialog, 'comer', /^Independiente/).click()
  await expect(status).toContainText('Puntuación 10 de 100 · Dependencia total')
  await expect(status).toContainText('Faltan 9 preguntas')
  await option(dialog, 'lavarse', /^Independiente/).click()
  await option(dialog, 'vestirse', /^Necesita ayuda/).click()
  await expect(status).toContainText('Puntuación 20 de 100 · Dependencia total')
  await option(dialog, 'arreglarse', /^Independiente/).click()
  await expect(status).toContainText('Puntuación 25 de 100 · Dependencia severa')
  for (const [id, label] of BARTHEL_65.slice(4)) await option(dialog, id, label).click()
  await expect(status).toContainText('Puntuación 65 de 100 · Dependencia moderada')
  await expect(status).toContainText('Todas las preguntas respondidas.')
  for (const [id, label] of BARTHEL_65) await expect(option(dialog, id, label).getByRole('radio')).toBeChecked()

  await expect(dialog.getByLabel('Fecha de la valoración')).toHaveValue(madridDate())
  await dialog.getByLabel(/^Observaciones/).fill('Valoración semestral en la habitación.')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(toast(page, 'Valoración guardada')).toContainText('Puntuación 65 · Dependencia moderada')
  await expect(dialog).toBeHidden()

  // The history: the server's score and band, who, and the notes.
  const history = main.getByRole('region', { name: new RegExp(`^${BARTHEL.replace(/[()]/g, '\\$&')}`) })
  const row = history.getByRole('listitem', { name: `la valoración del ${spanishDate(madridDate())}` })
  await expect(row).toContainText('65 de 100')
  await expect(row.getByText('Dependencia moderada')).toHaveAttribute('data-severity', 'medium')
  await expect(row).toContainText(`por ${nurse.name}`)
  await expect(row).toContainText('Valoración semestral en la habitación.')
  await expect(main.getByText('Sin valoraciones registradas.')).toHaveCount(0)

  // The server agrees, and scored it itself.
  const token = await apiToken(request, nurse.username, nurse.password)
  const saved = await request.get(`/api/assessments/${resident._id}`, { headers: { Authorization: `Bearer ${token}` } })
  const [assessment] = (await saved.json()) as { _id: string; score: number; band: { label: string }; answers: Record<string, string> }[]
  expect(assessment.score).toBe(65)
  expect(assessment.band.label).toBe('Dependencia moderada')
  expect(Object.keys(assessment.answers).sort()).toEqual([...BARTHEL_IDS].sort())

  // Its PDF.
  const pdf = row.getByRole('button', { name: `Descargar el PDF de la valoración del ${spanishDate(madridDate())}` })
  expect((await pdf.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  expect(await downloadOf(page, () => pdf.click())).toBe(`valoracion_barthel_${assessment._id}.pdf`)
  await page.context().close()
})

test('un Barthel vencido llega al panel de la médica; lo repite desde «Hacer ahora», sale dependencia total y se abre la alerta', async ({
  browser,
  request,
}) => {
  test.slow()
  const doctor = createUser('doctor')
  const nurse = createUser('nurse')
  const resident = await createResident(request, await apiToken(request), `Residente Dependiente ${uniqueTag()}`)

  // A nurse's Barthel of 200 days ago (65, moderate: no alert): past its 180 days, so it is due again.
  const old = madridDate(-200)
  const answers = { comer: '10', lavarse: '5', vestirse: '5', arreglarse: '5', deposicion: '10', miccion: '5', retrete: '5', trasladarse: '10', deambular: '10', escalones: '0' }
  const nurseToken = await apiToken(request, nurse.username, nurse.password)
  await apiPost(request, nurseToken, '/assessments', { residentId: resident._id, scale: 'barthel', date: old, answers, notes: '' })
  const doctorToken = await apiToken(request, doctor.username, doctor.password)
  const riskAlerts = async () => {
    const res = await request.get(`/api/alerts?status=open&residentId=${resident._id}`, {
      headers: { Authorization: `Bearer ${doctorToken}` },
    })
    expect(res.ok()).toBe(true)
    return ((await res.json()) as { kind: string; severity: string; title: string }[]).filter((a) => a.kind === 'assessment-risk')
  }
  expect(await riskAlerts()).toEqual([])

  // The doctor's dashboard lists it under "Valoraciones pendientes" (all of them once expanded).
  const page = await openAs(browser, doctor, tablet)
  const list = page.getByRole('list', { name: 'Valoraciones pendientes' })
  const card = page.locator('[data-slot="card"]').filter({ has: list })
  await expect(card.getByRole('heading', { name: /^Valoraciones pendientes/ })).toBeVisible()
  const seeAll = card.getByRole('button', { name: /^Ver todas/ })
  if (await seeAll.isVisible()) await seeAll.click()
  const link = card.getByRole('link', { name: resident.name }).filter({ hasText: BARTHEL })
  await expect(link).toContainText(`(la última, del ${spanishDate(old)})`)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}/valoraciones$`))

  // On the tab: due, with "Hacer ahora", which opens Barthel.
  const main = page.getByRole('main')
  const due = main.getByRole('region', { name: /^Valoraciones pendientes/ })
  await due.getByRole('button', { name: `Hacer ahora: ${BARTHEL}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Nueva valoración' })
  await expect(dialog.getByRole('form', { name: BARTHEL })).toBeVisible()
  // Total dependence: the last option of every item.
  for (const id of BARTHEL_IDS) await dialog.locator(`[data-item="${id}"] label`).last().click()
  const status = dialog.getByRole('status')
  await expect(status).toContainText('Puntuación 0 de 100 · Dependencia total')
  await expect(status.getByText('Dependencia total')).toHaveAttribute('data-severity', 'high')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(toast(page, 'Valoración guardada')).toBeVisible()
  await expect(dialog).toBeHidden()

  // Done: no longer due; the history shows both, newest first, the new one in red.
  await expect(due).toHaveCount(0)
  const rows = main.getByRole('list', { name: `Valoraciones: ${BARTHEL}` }).getByRole('listitem')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText('0 de 100')
  await expect(rows.first().getByText('Dependencia total')).toHaveAttribute('data-severity', 'high')
  await expect(rows.nth(1)).toContainText('65 de 100')
  await expect(main.getByRole('figure')).toContainText('Última: 0 de 100 (Dependencia total)')

  // The high-risk result is an open alert on the doctor's queue, linking back to the tab.
  await page.getByRole('link', { name: /^Alertas/ }).first().click()
  await expect(page).toHaveURL(/\/alerts$/)
  const alert = page.getByRole('article', { name: new RegExp(`Índice de Barthel .*: Dependencia total · ${resident.name}`) })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('Puntuación 0 (de 0 a 100)')
  await expect(alert.getByRole('link', { name: new RegExp(resident.name) })).toHaveAttribute(
    'href',
    `/patients/${resident._id}/valoraciones`,
  )
  expect(await riskAlerts()).toEqual([
    expect.objectContaining({ severity: 'high', title: `${BARTHEL}: Dependencia total` }),
  ])
  await page.context().close()
})

test('en un móvil (390x844) el formulario cabe sin desplazamiento lateral', async ({ browser, request }) => {
  const nurse = createUser('nurse')
  const resident = await createResident(request, await apiToken(request), `Residente Móvil ${uniqueTag()}`)
  const page = await openAs(browser, nurse, { viewport: { width: 390, height: 844 } })
  const main = await openTab(page, resident, 'Valoraciones')
  const dialog = await startBarthel(page, main)
  await option(dialog, 'comer', /^Independiente/).click()
  await expect(dialog.getByRole('status')).toContainText('Puntuación 10 de 100')
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  // Closing with an answer asks first.
  await page.keyboard.press('Escape')
  await page.getByRole('alertdialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click()
  await expect(dialog).toBeHidden()
  await page.context().close()
})
