import { expect, test, type Locator } from './fixtures'
import { createUser, openAs, uniqueTag } from './helpers'
import { createMedication } from './medications'
import { openTab, toast } from './records'
import { apiPost, apiToken, createResident } from './residents'

// Issue 25: on the tablet, the handover leads with what matters, a save that raises an alert says so, and the
// bell lists clinical alerts above stock notices.
const tablet = { viewport: { width: 800, height: 1280 } }

/** Today in Madrid (YYYY-MM-DD) and the time now (HH:MM): the shift in progress. */
function madridNow() {
  const now = new Date()
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now)
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(now)
  return { date, time }
}

/** Whether `first` comes before `second` in the page. */
async function comesBefore(first: Locator, second: Locator) {
  const other = await second.elementHandle()
  return first.evaluate((a, b) => Boolean(a.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING), other)
}

test('el parte de relevo en la tableta empieza por el resumen, y la tensión de 185/95 va antes que una incidencia', async ({
  browser,
  request,
}) => {
  test.slow()
  const nurse = createUser('nurse')
  const admin = await apiToken(request)
  const tag = uniqueTag()
  // In the round's order (by room) the incident's resident comes first; by severity the reading does.
  const calm = await createResident(request, admin, `Relevo Incidencia ${tag}`, { room: `A-${tag}` })
  const high = await createResident(request, admin, `Relevo Tensión ${tag}`, { room: `Z-${tag}` })
  const token = await apiToken(request, nurse.username, nurse.password)
  const { date, time } = madridNow()
  await apiPost(request, token, '/incidents', {
    residentId: calm._id,
    date,
    time,
    shift: 'Mañana',
    situation: 'Rechaza la cena.',
    isFall: false,
  })
  await apiPost(request, token, '/vitalsigns', {
    residentId: high._id,
    date,
    time,
    vitalSigns: { systolicPressure: 185, diastolicPressure: 95 },
  })

  const page = await openAs(browser, createUser('nurse'), tablet)
  await page.goto('/handover')
  await expect(page.getByRole('heading', { name: 'Parte de relevo', level: 1 })).toBeVisible()
  const summary = page.getByRole('region', { name: 'Resumen del turno' })
  await expect(summary).toBeInViewport()
  const figure = (name: RegExp) => summary.getByRole('link', { name })
  await expect(figure(/\d+\s*Constantes fuera de rango/)).toBeVisible()
  await expect(figure(/\d+\s*Alertas abiertas/)).toHaveAttribute('href', '/alerts')
  await expect(figure(/\d+\s*Caídas e incidencias/)).toBeVisible()

  const highCard = page.getByRole('region', { name: high.name })
  const calmCard = page.getByRole('region', { name: calm.name })
  await expect(highCard).toContainText('Presión sistólica 185 mmHg')
  await expect(calmCard).toContainText('Rechaza la cena.')
  expect(await comesBefore(summary, page.getByRole('region', { name: /^Relevo / }).first())).toBe(true)
  expect(await comesBefore(highCard, calmCard)).toBe(true)
  // No line of the page is wider than the tablet.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800)
  await page.context().close()
})

test('guardar unas constantes fuera de rango dice «Se ha generado una alerta» y lleva a ella', async ({ browser, request }) => {
  test.slow()
  const resident = await createResident(request, await apiToken(request), `Aviso Guardado ${uniqueTag()}`)
  const page = await openAs(browser, createUser('nurse'), tablet)
  const main = await openTab(page, resident, 'Vitales')
  await main.getByRole('button', { name: 'Nuevo Registro' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo registro de signos vitales' })
  await dialog.getByLabel('Presión sistólica').fill('185')
  await dialog.getByLabel('Presión diastólica').fill('95')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()
  const saved = toast(page, 'Signos Vitales Registrados')
  await expect(saved).toContainText('Se ha generado una alerta.')
  // By keyboard: other tests' notices may stack a newer toast over this one (a tap reaches the front toast).
  await saved.getByRole('button', { name: 'Ver alerta' }).press('Enter')
  await expect(page).toHaveURL(/\/alerts$/)
  await expect(page.getByRole('article', { name: new RegExp(`Signos vitales fuera de rango · ${resident.name}`) })).toBeVisible()
  await page.context().close()
})

test('la campana pone la alerta clínica por encima de los avisos de stock', async ({ browser, request }) => {
  test.slow()
  const colleague = createUser('nurse')
  const resident = await createResident(request, await apiToken(request), `Campana Alerta ${uniqueTag()}`)
  const page = await openAs(browser, createUser('nurse'), tablet)
  const { date, time } = madridNow()
  await apiPost(request, await apiToken(request, colleague.username, colleague.password), '/vitalsigns', {
    residentId: resident._id,
    date,
    time,
    vitalSigns: { systolicPressure: 185, diastolicPressure: 95 },
  })
  // The stock notice arrives after the alert: newest first alone would put it on top.
  const medication = `Stock Campana ${uniqueTag()}`
  await createMedication(request, await apiToken(request), medication, { stock: 2, minimumStock: 5 })

  const bell = page.getByRole('button', { name: 'Notificaciones (hay avisos nuevos)' })
  await expect(bell).toBeVisible()
  await bell.click()
  const menu = page.getByRole('menu')
  const stock = menu.getByRole('menuitem', { name: new RegExp(`Stock bajo: ${medication}`) })
  await expect(stock).toBeVisible()
  // The open alerts are listed first, under their own heading: the most urgent five (high first, the longest
  // open first), so with other tests' alerts open this one may wait behind «Ver N alertas más».
  const openAlerts = menu.getByRole('group', { name: 'Alertas clínicas abiertas' })
  await expect(openAlerts.getByRole('menuitem').first()).toBeVisible()
  expect(await comesBefore(openAlerts, stock)).toBe(true)
  const ours = openAlerts.getByRole('menuitem', { name: new RegExp(`Signos vitales fuera de rango: ${resident.name}`) })
  const more = openAlerts.getByRole('menuitem', { name: /^Ver \d+ alertas? más$/ })
  await expect(ours.or(more).first()).toBeVisible()
  await page.context().close()
})
