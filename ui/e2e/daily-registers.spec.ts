import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'
import { createUser, openAs, uniqueTag } from './helpers'
import { madridDate, spanishDate } from './medications'
import { downloadOf, openTab, toast } from './records'
import { apiToken, createResident } from './residents'

const tablet = { viewport: { width: 800, height: 1280 } }
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** Every serious or critical axe-core violation within the page's main region. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`))
}

/** Every visible button of the region is at least 44 px high. */
async function expectTallButtons(region: ReturnType<Page['getByRole']>) {
  for (const button of await region.getByRole('button').filter({ visible: true }).all()) {
    const box = await button.boundingBox()
    expect(box?.height ?? 0, (await button.getAttribute('aria-label')) ?? (await button.innerText())).toBeGreaterThanOrEqual(44)
  }
}

test('una enfermera registra en la tableta un cambio postural, dos bebidas con los botones (y deshace una tercera), un peso con su IMC y una deposición con su Bristol', async ({
  browser,
  request,
}) => {
  test.slow()
  const nurse = createUser('nurse')
  const name = `Residente Seguimiento ${uniqueTag()}`
  const resident = await createResident(request, await apiToken(request), name, { heightCm: 160 })

  const page = await openAs(browser, nurse, tablet)
  const main = await openTab(page, resident, 'Seguimiento')
  await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}/seguimiento$`))
  for (const title of ['Cambios posturales', 'Hidratación', 'Peso', 'Deposiciones']) {
    await expect(main.getByRole('region', { name: title })).toBeVisible()
  }

  // Repositioning: one tap on the position she turns the resident to.
  const repositioning = main.getByRole('region', { name: 'Cambios posturales' })
  await expect(repositioning).toContainText('Sin pauta de cambios posturales.')
  await repositioning.getByRole('button', { name: `Cambio a Lateral izquierdo de ${name}` }).click()
  await expect(toast(page, 'Cambio postural registrado')).toBeVisible()
  await expect(repositioning.getByRole('list', { name: 'Hoy' })).toContainText('Lateral izquierdo')
  await expect(repositioning.getByRole('list', { name: 'Hoy' })).toContainText(nurse.name)
  await expect(repositioning.getByTestId('repositioning-chart')).toBeVisible({ timeout: 20_000 })

  // Fluids: a glass and a cup with their buttons; a bottle undone from its toast.
  const fluids = main.getByRole('region', { name: 'Hidratación' })
  await expect(fluids.getByTestId('fluids-total')).toHaveText('0 de 1600 ml')
  await fluids.getByRole('button', { name: `Vaso 200 ml para ${name}` }).click()
  await expect(fluids.getByTestId('fluids-total')).toHaveText('200 de 1600 ml')
  await fluids.getByRole('button', { name: `Taza 150 ml para ${name}` }).click()
  await expect(fluids.getByTestId('fluids-total')).toHaveText('350 de 1600 ml')
  await fluids.getByRole('button', { name: `Botella 500 ml para ${name}` }).click()
  await expect(fluids.getByTestId('fluids-total')).toHaveText('850 de 1600 ml')
  const bottle = toast(page, 'Bebida registrada').filter({ hasText: '500 ml' })
  await bottle.getByRole('button', { name: 'Deshacer' }).click()
  await expect(toast(page, 'Registro deshecho')).toBeVisible()
  await expect(fluids.getByTestId('fluids-total')).toHaveText('350 de 1600 ml')
  await expect(fluids.getByRole('progressbar', { name: 'Líquidos de hoy frente al objetivo' })).toHaveAttribute('aria-valuenow', '350')
  await expect(fluids.getByRole('list', { name: 'Hoy' }).getByRole('listitem')).toHaveCount(2)
  await expect(fluids.getByTestId('fluids-chart')).toBeVisible()

  // Weight: 62,5 kg typed the Spanish way; with her height (160 cm), the BMI.
  const weights = main.getByRole('region', { name: 'Peso' })
  await expect(weights).toContainText('Aún no hay pesos registrados.')
  await weights.getByRole('button', { name: 'Registrar peso' }).click()
  const dialog = page.getByRole('dialog', { name: 'Registrar peso' })
  await dialog.getByLabel('Peso').fill('19')
  await dialog.getByRole('button', { name: 'Guardar peso' }).click()
  await expect(dialog.getByText('Valor imposible (20–250).')).toBeVisible()
  await dialog.getByLabel('Peso').fill('62,5')
  await dialog.getByRole('button', { name: 'Guardar peso' }).click()
  await expect(toast(page, 'Peso registrado')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(weights.getByTestId('weight-latest')).toHaveText(`62,5 kg el ${spanishDate(madridDate(0))}`)
  await expect(weights).toContainText('IMC 24,4')
  await expect(weights).toContainText('Altura: 160 cm')

  // Bowels: a stool of Bristol type 4.
  const bowel = main.getByRole('region', { name: 'Deposiciones' })
  await expect(bowel).toContainText('Sin deposiciones registradas en las últimas dos semanas.')
  await bowel.getByRole('button', { name: `Tipo 4 Salchicha lisa (${name})` }).click()
  await expect(toast(page, 'Anotado en deposiciones')).toBeVisible()
  await expect(bowel.getByTestId('bowel-last')).toContainText('(tipo 4)')
  await expect(bowel.getByRole('list', { name: 'Últimos 14 días' })).toContainText('Tipo 4 de Bristol')

  // A reload keeps all of it; the tab fits the tablet, its targets are 44 px, axe finds nothing serious.
  await page.reload()
  await expect(main.getByRole('region', { name: 'Hidratación' }).getByTestId('fluids-total')).toHaveText('350 de 1600 ml', {
    timeout: 20_000,
  })
  await expect(main.getByRole('region', { name: 'Cambios posturales' })).toContainText('Lateral izquierdo')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800)
  await expectTallButtons(main)
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 })
  expect(await seriousViolations(page)).toEqual([])

  // A drink recorded by mistake earlier is voided with a reason.
  const glass = fluids.getByRole('list', { name: 'Hoy' }).getByRole('listitem').filter({ hasText: '200 ml' })
  await glass.getByRole('button', { name: /^Anular:/ }).click()
  const voiding = page.getByRole('dialog', { name: 'Anular un registro hecho por error' })
  await voiding.getByRole('button', { name: 'Anular registro' }).click()
  await expect(voiding.getByText('Indica el motivo de la anulación.')).toBeVisible()
  await voiding.getByLabel('Motivo').fill('Era de otro residente.')
  await voiding.getByRole('button', { name: 'Anular registro' }).click()
  await expect(voiding).toBeHidden()
  await expect(fluids.getByTestId('fluids-total')).toHaveText('150 de 1600 ml')

  // The registers of a period print as a PDF: the last week unless changed, 31 days at most.
  await main.getByRole('button', { name: 'Hoja de seguimiento (PDF)' }).click()
  const report = page.getByRole('dialog', { name: 'Hoja de seguimiento diario' })
  await expect(report.getByLabel('Hasta')).toHaveValue(madridDate(0))
  await expect(report.getByLabel('Desde')).toHaveValue(madridDate(-6))
  await report.getByLabel('Desde').fill(madridDate(-40))
  await report.getByRole('button', { name: 'Descargar PDF' }).click()
  await expect(report.getByText('El periodo puede ser de 31 días como mucho.')).toBeVisible()
  await report.getByLabel('Desde').fill(madridDate(-6))
  const filename = await downloadOf(page, () => report.getByRole('button', { name: 'Descargar PDF' }).click())
  expect(filename).toBe(`seguimiento_${resident._id}_${madridDate(-6)}_${madridDate(0)}.pdf`)
  await expect(report).toBeHidden()
})

test('en el turno, un cambio postural atrasado de la demo sale en «Tareas del turno» y se registra con un toque', async ({ browser }) => {
  test.slow() // axe over the whole shift's list of the demo home
  const nurse = createUser('nurse')
  const page = await openAs(browser, nurse, tablet)
  await page.goto('/care-tasks')
  const section = page.getByRole('region', { name: /Cambios posturales/ })
  // Emilio's change (every 2 h) is 50 minutes late in the demo: overdue.
  const emilio = section.getByTestId('repositioning-due').filter({ hasText: 'Emilio Garrido Lucena' })
  await expect(emilio).toHaveAttribute('data-state', 'overdue', { timeout: 20_000 })
  await expect(emilio).toContainText('Atrasado')
  await expect(emilio.getByRole('link', { name: 'Ver seguimiento de Emilio Garrido Lucena' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await emilio.getByRole('button', { name: 'Cambio a Lateral derecho de Emilio Garrido Lucena' }).click()
  await expect(toast(page, 'Cambio postural registrado')).toBeVisible()
  // Next due in two hours: no longer listed.
  await expect(emilio).toHaveCount(0)
})

test('en el móvil, el seguimiento cabe en 390 px y sus botones miden 44 px', async ({ browser, request }) => {
  const nurse = createUser('nurse')
  const name = `Residente Móvil ${uniqueTag()}`
  const resident = await createResident(request, await apiToken(request), name)
  const page = await openAs(browser, nurse, phone)
  await page.goto(`/patients/${resident._id}/seguimiento`)
  const main = page.getByRole('main')
  const fluids = main.getByRole('region', { name: 'Hidratación' })
  await fluids.getByRole('button', { name: `Vaso 200 ml para ${name}` }).click()
  await expect(fluids.getByTestId('fluids-total')).toHaveText('200 de 1600 ml')
  await expect(
    main.getByRole('region', { name: 'Deposiciones' }).getByRole('button', { name: `Tipo 1 Bolas duras (${name})` }),
  ).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectTallButtons(main)
})
