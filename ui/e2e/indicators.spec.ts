import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { createUser, demo, openAs, uniqueTag } from './helpers'
import { madridDate, spanishDate } from './medications'
import { downloadOf } from './records'
import { apiPost, apiToken, createResident } from './residents'

const tablet = { viewport: { width: 800, height: 1280 }, hasTouch: true }
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** The last complete month in Madrid: its first and last days and how many days it has. */
function lastMonth() {
  const [y, m] = madridDate().split('-').map(Number)
  const first = new Date(Date.UTC(y, m - 2, 1))
  const last = new Date(Date.UTC(y, m - 1, 0))
  const iso = (d: Date) => d.toISOString().slice(0, 10)
  return { from: iso(first), to: iso(last), days: last.getUTCDate() }
}

/**
 * An area of this test's own with two residents admitted long ago, one of them with a restraint in use since the
 * first day of last month (ordered late, as the register allows), the other with a fall with a slight injury on
 * its 15th: last month, that area counts 2 × its days of stay, one fall (with injury) in them, a restraint
 * prevalence of 1 in 2, no care plan in force, and the Downton and Tinetti the fall made due.
 */
async function areaOfTwo(request: APIRequestContext) {
  const admin = await apiToken(request)
  const tag = uniqueTag()
  const area = await apiPost(request, admin, '/areas', { name: `Indicadores ${tag}`, description: '' })
  const ana = await createResident(request, admin, `Ana Indicadores ${tag}`, { area: area._id })
  const berta = await createResident(request, admin, `Berta Indicadores ${tag}`, { area: area._id })
  const doctor = createUser('doctor')
  const doctorToken = await apiToken(request, doctor.username, doctor.password)
  const month = lastMonth()
  const review = new Date(`${month.from}T12:00:00Z`)
  review.setUTCDate(review.getUTCDate() + 30)
  await apiPost(request, doctorToken, '/restraints', {
    residentId: ana._id, type: 'physical', device: 'Cinturón abdominal de silla', reason: 'Riesgo de caída al levantarse.',
    alternativesTried: 'Sensor de cama y acompañamiento.', schedule: 'Por la tarde.', startDate: month.from,
    reviewDate: review.toISOString().slice(0, 10),
    consent: { givenBy: 'Luis Pérez', relationship: 'Hijo', date: month.from },
  })
  const nurse = createUser('nurse')
  await apiPost(request, await apiToken(request, nurse.username, nurse.password), '/falls', {
    residentId: berta._id, at: `${month.from.slice(0, 8)}15T10:00`, place: 'Baño', activity: 'Al levantarse sola.', witnessed: false,
    foundOnFloor: true, intrinsic: ['alteracion-marcha'], extrinsic: ['suelo-mojado'], injury: 'leve',
    injuryDetail: 'Hematoma en la rodilla.', restraintInUse: false, actions: 'Frío local.', doctorInformed: true,
    familyInformed: null, incidentId: null,
  })
  return { area, month }
}

/** 1000 / n with two decimals, the es-ES way. */
const perThousand = (n: number) => (1000 / n).toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A figure's value, first on its card (then, for a figure of the last day, that day). */
const value = (page: Page, name: string) => card(page, name).locator('p').first()
/** Text that starts with this figure and no more digits of it. */
const figure = (text: string) => new RegExp(`^${text.replace('.', '\\.')}(?![\\d.,])`)

/** The card of a figure. */
const card = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Indicadores del periodo' }).getByRole('article', { name, exact: true })

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html}`)
}

test('en la tableta, la dirección abre los indicadores de calidad del último mes de un área, ve las cifras y los gráficos y descarga el PDF', async ({
  browser,
  request,
}) => {
  test.slow()
  const { area, month } = await areaOfTwo(request)
  const page = await openAs(browser, demo, tablet)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Indicadores de calidad' }).click()
  await expect(page).toHaveURL(/\/indicadores$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Indicadores de calidad' })).toBeVisible()
  // The last complete month, home-wide, until an area is chosen.
  await expect(page.getByLabel('Mes', { exact: true })).toHaveValue(month.from.slice(0, 7))
  await expect(page.getByText(`Del ${spanishDate(month.from)} al ${spanishDate(month.to)}`)).toBeVisible()

  await page.getByRole('combobox', { name: 'Área' }).click()
  await page.getByRole('option', { name: area.name }).click()
  await expect(page).toHaveURL(new RegExp(`area=${area._id}`))
  await expect(value(page, 'Días de estancia')).toHaveText(figure(String(2 * month.days)))
  await expect(value(page, 'Caídas')).toHaveText(figure('1'))
  await expect(value(page, 'Caídas con lesión')).toHaveText(figure('1'))
  await expect(value(page, 'Caídas por 1.000 días de estancia')).toHaveText(figure(perThousand(2 * month.days)))
  await expect(value(page, 'Valoraciones pendientes')).toHaveText(`2 el ${spanishDate(month.to)}`)
  await expect(value(page, 'Prevalencia de contenciones')).toHaveText(`50,0 % el ${spanishDate(month.to)}`)
  await expect(value(page, 'Residentes con PAI vigente')).toHaveText(`0,00 % el ${spanishDate(month.to)}`)
  await expect(card(page, 'Caídas')).toContainText('Caídas del registro de caídas en el periodo.')
  await expect(card(page, 'Prevalencia de úlceras por presión')).toContainText('Referencia GNEAUPP 2017 (residencias): 4,03 %')

  // The previous 12 months, a chart for each figure, the ulcers' with the GNEAUPP line.
  const charts = page.getByRole('region', { name: 'Evolución de los últimos 12 meses' })
  await expect(charts.getByRole('figure')).toHaveCount(13)
  const ulcers = charts.getByRole('figure', { name: /^Prevalencia de úlceras por presión:/ })
  await expect(ulcers.getByText('GNEAUPP 2017: 4,03 %')).toBeVisible()
  await expect(charts.getByRole('figure', { name: /^Prevalencia de contenciones:/ })).toContainText(/el último\./)
  expect(await seriousViolations(page)).toEqual([])

  const pdf = page.getByRole('button', { name: 'Descargar PDF' })
  expect((await pdf.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  expect(await downloadOf(page, () => pdf.click())).toBe(`indicadores_${month.from}_${month.to}.pdf`)

  // A period between dates: one the server would refuse says why and asks nothing.
  await page.getByRole('button', { name: 'Entre fechas' }).click()
  await page.getByLabel('Hasta').fill(madridDate(-400).slice(0, 8) + '01')
  await expect(page.getByText('La fecha final no puede ser anterior a la inicial.')).toBeVisible()
  await expect(pdf).toBeDisabled()
  await page.context().close()
})

test('en el móvil, los indicadores caben en la pantalla y se tocan sin pasar el ratón; la trabajadora social no los ve en el menú', async ({
  browser,
  request,
}) => {
  test.slow()
  const { area, month } = await areaOfTwo(request)
  const page = await openAs(browser, demo, phone)
  await page.goto(`/indicadores?area=${area._id}`)
  await expect(value(page, 'Días de estancia')).toHaveText(figure(String(2 * month.days)))
  await expect(page.getByRole('region', { name: 'Evolución de los últimos 12 meses' }).getByRole('figure')).toHaveCount(13)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  for (const name of ['Un mes', 'Entre fechas', 'Descargar PDF']) {
    expect((await page.getByRole('button', { name }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  }
  await page.getByRole('button', { name: 'Entre fechas' }).tap()
  await expect(page.getByLabel('Desde')).toHaveValue(month.from)
  await expect(page.getByLabel('Hasta')).toHaveValue(month.to)
  expect(await seriousViolations(page)).toEqual([])
  await page.context().close()

  const social = await openAs(browser, createUser('socialworker'), phone)
  await social.getByRole('button', { name: 'Abrir menú' }).click()
  await expect(social.getByRole('link', { name: 'Planes de atención' })).toBeVisible()
  await expect(social.getByRole('link', { name: 'Indicadores de calidad' })).toHaveCount(0)
  await social.context().close()
})
