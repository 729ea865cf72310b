import AxeBuilder from '@axe-core/playwright'
import { resolve } from 'node:path'
import { expect, test, type Locator, type Page } from './fixtures'
import { createUser, openAs, uniqueTag } from './helpers'
import { madridDate, spanishDate } from './medications'
import { downloadOf, openTab, toast } from './records'
import { apiPost, apiToken, createResident } from './residents'

const tablet = { viewport: { width: 800, height: 1280 }, hasTouch: true }
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const photo = resolve(import.meta.dirname, 'fixtures/residente.png')

/** Taps a figure of the body map at a point given 0–1 across and down, as a finger does. */
async function tapFigure(figure: Locator, x: number, y: number) {
  const box = await figure.boundingBox()
  expect(box, 'the figure is drawn').not.toBeNull()
  await figure.tap({ position: { x: box!.width * x, y: box!.height * y } })
}

/** The height of the first button so named: every one the user taps is at least 44 px high. */
async function expectTall(scope: Page | Locator, name: string | RegExp) {
  const box = await scope.getByRole('button', { name }).first().boundingBox()
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
}

async function seriousViolations(page: Page, within: string) {
  const { violations } = await new AxeBuilder({ page }).include(within).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`))
}

test('una enfermera toca el sacro en la figura posterior, registra una UPP de categoría II surgida en la residencia, añade una evolución con foto, ve la alerta e imprime el PDF', async ({
  browser,
  request,
}) => {
  test.slow()
  const nurse = createUser('nurse')
  const resident = await createResident(request, await apiToken(request), `Residente Piel ${uniqueTag()}`)
  const today = madridDate(0)
  const title = 'Úlcera por presión, categoría II, Sacro'

  // On the tablet, the resident's tab «Piel»: nothing open yet.
  const page = await openAs(browser, nurse, tablet)
  const main = await openTab(page, resident, 'Piel')
  await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}/piel$`))
  await expect(main.getByText('Sin lesiones abiertas.', { exact: true })).toBeVisible()
  await expectTall(main, 'Nueva lesión')
  await main.getByRole('button', { name: 'Nueva lesión' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Nueva lesión' })

  // The type and the category, one tap each.
  await dialog.getByRole('radio', { name: 'Úlcera por presión (UPP)' }).check()
  await dialog.getByRole('radio', { name: /^Categoría II\b/ }).check()

  // She taps the sacrum on the back figure: the point is placed and the region read from it.
  const back = dialog.locator('svg[data-view="posterior"]')
  await tapFigure(back, 0.5, 0.445)
  await expect(dialog.getByRole('status').filter({ hasText: 'Punto marcado' })).toHaveText('Punto marcado: Sacro, vista posterior.')
  await expect(dialog.getByRole('combobox', { name: 'Zona del cuerpo' })).toHaveText('Sacro')
  await expect(dialog.getByRole('radio', { name: 'Posterior' })).toBeChecked()
  await expect(back.locator('[data-picked]')).toHaveCount(1)
  await expect(back.locator('[data-region="sacro"]')).toHaveCount(1)

  // Closing the form with the point placed asks first; she goes on.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('alertdialog', { name: '¿Descartar los cambios?' })).toBeVisible()
  await page.getByRole('button', { name: 'Seguir editando' }).click()
  await expect(dialog).toBeVisible()

  // Arisen in the residencia; the size in centimetres the Spanish way; the bed and the exudate.
  await dialog.getByRole('radio', { name: 'Residencia' }).check()
  await expect(dialog.getByText('Al guardarla se abre una alerta')).toBeVisible()
  await expect(dialog.getByLabel('Fecha de detección')).toHaveValue(today)
  await dialog.getByRole('button', { name: 'Guardar lesión' }).tap()
  await expect(dialog.getByText('Indica el largo en cm.')).toBeVisible()
  await dialog.getByLabel('Largo').fill('3,5')
  await dialog.getByLabel('Ancho').fill('2')
  await dialog.getByRole('radio', { name: 'Granulación' }).check()
  await dialog.getByRole('radio', { name: 'Escaso' }).check()
  await dialog.getByLabel('Tratamiento').fill('Cura con apósito hidrocoloide cada 72 h.')
  await dialog.getByLabel('Superficie de alivio de presión').fill('Colchón de aire alternante')
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  await dialog.getByRole('button', { name: 'Guardar lesión' }).tap()
  await expect(toast(page, 'Lesión registrada')).toBeVisible()
  await expect(toast(page, 'Lesión registrada')).toContainText('Se ha abierto una alerta')
  await expect(dialog).toBeHidden()

  // Numbered 1 on the map and on its card.
  const card = main.getByRole('article', { name: `Lesión 1: ${title}` })
  await expect(card).toContainText('Surgida en la residencia')
  await expect(card).toContainText('3,5 × 2 cm · 7 cm²')
  await expect(card).toContainText('Detectada hoy')
  await expect(card).toContainText('Sin evoluciones registradas')
  await expect(main.locator('svg[data-view="posterior"] [data-marker="1"]')).toHaveCount(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800)

  // The evolution, with a photo from the tablet's camera.
  await expectTall(card, `Evolución: ${title}`)
  await card.getByRole('button', { name: `Evolución: ${title}` }).tap()
  const evolution = page.getByRole('dialog', { name: 'Evolución' })
  await expect(evolution.getByLabel('Largo')).toHaveValue('3,5')
  await expect(evolution.getByRole('radio', { name: /^Categoría II\b/ })).toBeChecked()
  await evolution.getByLabel('Largo').fill('3')
  await evolution.getByLabel('Ancho').fill('1,5')
  await evolution.getByLabel('Nota').fill('Bordes limpios, menos exudado.')
  await evolution.locator('input[name="photo"]').setInputFiles(photo)
  await expect(evolution.getByRole('img', { name: 'Vista previa de la foto de la lesión' })).toBeVisible()
  await evolution.getByRole('button', { name: 'Guardar evolución' }).tap()
  await expect(toast(page, 'Evolución registrada')).toBeVisible()
  await expect(evolution).toBeHidden()
  await expect(card).toContainText('3 × 1,5 cm · 4,5 cm²')
  await expect(card).toContainText('Bordes limpios, menos exudado.')
  const saved = card.getByRole('img', { name: `Foto de la lesión del ${spanishDate(today)}` })
  await expect(saved).toBeVisible()
  await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  // The trend of the area, in words under its chart.
  await expect(card).toContainText('Área de 7 cm² a 4,5 cm² (−36 %, mejora) en 2 medidas.')
  await expect(card.locator('.recharts-line')).toHaveCount(1)

  // Nothing serious for axe-core on the tab.
  expect(await seriousViolations(page, 'main')).toEqual([])

  // The alert it raised, in the queue, leading to the tab.
  await page.goto('/alerts')
  const alert = page.getByRole('article', { name: new RegExp(`Nueva lesión de la piel: Úlcera por presión categoría II · ${resident.name}`) })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('Moderada')
  await expect(alert).toContainText('Sacro (vista posterior), 3,5 × 2 cm')
  await expect(alert.getByRole('link', { name: new RegExp(resident.name) })).toHaveAttribute('href', `/patients/${resident._id}/piel`)
  await alert.getByRole('link', { name: new RegExp(resident.name) }).click()
  await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}/piel$`))

  // Imprimir: the resident's lesions as a PDF.
  const filename = await downloadOf(page, () => main.getByRole('button', { name: 'Imprimir las lesiones (PDF)' }).click())
  expect(filename).toBe(`lesiones_${resident._id}_${today}.pdf`)
  await expect(toast(page, 'PDF de lesiones descargado.')).toBeVisible()

  // Cerrar, confirmed: the lesion goes to the folded section of closed ones.
  await card.getByRole('button', { name: `Cerrar: ${title}` }).tap()
  const closing = page.getByRole('dialog', { name: '¿Cerrar la lesión?' })
  await closing.getByLabel('Nota de cierre').fill('Epitelizada.')
  await closing.getByRole('button', { name: 'Cerrar lesión' }).tap()
  await expect(toast(page, 'Lesión cerrada')).toBeVisible()
  await expect(main.getByText('Sin lesiones abiertas.', { exact: true })).toBeVisible()
  const showClosed = main.getByRole('button', { name: 'Ver la lesión cerrada' })
  await expect(showClosed).toHaveAttribute('aria-expanded', 'false')
  await expect(main.getByRole('article', { name: title })).toHaveCount(0)
  await showClosed.tap()
  const closed = main.getByRole('article', { name: title })
  await expect(closed).toContainText(`Cerrada el ${spanishDate(today)} por ${nurse.name}`)
  await expect(closed.getByRole('button', { name: /^Evolución|^Cerrar/ })).toHaveCount(0)
})

test('en un móvil (390×844) la pestaña cabe sin desplazamiento lateral y la zona se elige sin tocar el mapa', async ({
  browser,
  request,
}) => {
  test.slow()
  const doctor = createUser('doctor')
  const resident = await createResident(request, await apiToken(request), `Residente Piel ${uniqueTag()}`)
  await apiPost(request, await apiToken(request, doctor.username, doctor.password), '/skin-lesions', {
    residentId: resident._id,
    type: 'desgarro',
    view: 'anterior',
    region: 'antebrazo-izquierdo',
    x: 0.82,
    y: 0.43,
    origin: 'domicilio',
    detectedAt: madridDate(-3),
    lengthCm: 2.5,
    widthCm: 1,
    treatment: 'Tiras adhesivas y apósito de silicona.',
  })

  const page = await openAs(browser, doctor, phone)
  const main = await openTab(page, resident, 'Piel')
  const card = main.getByRole('article', { name: 'Lesión 1: Desgarro cutáneo, Antebrazo izquierdo' })
  await expect(card).toContainText('Abierta desde hace 3 días')
  await expect(card).toContainText('Surgida en el domicilio')
  await expect(main.locator('svg[data-view="anterior"] [data-marker="1"]')).toHaveCount(1)
  for (const name of ['Nueva lesión', 'Imprimir las lesiones (PDF)']) await expectTall(main, name)
  for (const name of [/^Evolución: /, /^Cerrar: /, /^Anular: /]) await expectTall(card, name)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // The keyboard's way, without the map: the figure, then the region from the list.
  await main.getByRole('button', { name: 'Nueva lesión' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Nueva lesión' })
  await expect(dialog.getByRole('combobox', { name: 'Zona del cuerpo' })).toBeDisabled()
  await dialog.getByRole('radio', { name: 'Posterior' }).focus()
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('radio', { name: 'Posterior' })).toBeChecked()
  const region = dialog.getByRole('combobox', { name: 'Zona del cuerpo' })
  await region.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('option', { name: 'Talón derecho' }).focus()
  await page.keyboard.press('Enter')
  await expect(region).toHaveText('Talón derecho')
  await expect(dialog.getByRole('status').filter({ hasText: 'Punto marcado' })).toHaveText(
    'Punto marcado: Talón derecho, vista posterior.',
  )
  await expect(dialog.locator('svg[data-view="posterior"] [data-picked]')).toHaveCount(1)
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  await expectTall(dialog, 'Guardar lesión')

  // Leaving with a region chosen asks first.
  await dialog.getByRole('button', { name: 'Cancelar' }).tap()
  await expect(page.getByRole('alertdialog', { name: '¿Descartar los cambios?' })).toBeVisible()
  await page.getByRole('button', { name: 'Descartar' }).tap()
  await expect(dialog).toBeHidden()
})
