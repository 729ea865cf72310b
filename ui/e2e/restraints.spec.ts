import { expect, test, type Page } from './fixtures'
import { createUser, openAs, uniqueTag } from './helpers'
import { madridDate, spanishDate } from './medications'
import { downloadOf, openTab, toast } from './records'
import { apiPost, apiToken, createResident } from './residents'

const tablet = { viewport: { width: 800, height: 1280 } }

/** Every control the user taps is at least 44 px high. */
async function expectTall(page: Page, name: string | RegExp) {
  const box = await page.getByRole('button', { name }).first().boundingBox()
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
}

test('una contención registrada tarde por la médica vence al instante, la enfermera la comprueba, la médica la renueva y el informe se descarga', async ({
  browser,
  request,
}) => {
  test.slow()
  const doctor = createUser('doctor')
  const nurse = createUser('nurse')
  const resident = await createResident(request, await apiToken(request), `Residente Contención ${uniqueTag()}`)
  const start = madridDate(-20)
  const review = madridDate(-2)
  const device = `Barandillas laterales ${uniqueTag()}`
  const title = `Física: ${device}`

  // The doctor, on a tablet, opens the resident's tab "Contenciones": nothing yet.
  const page = await openAs(browser, doctor, tablet)
  const main = await openTab(page, resident, 'Contenciones')
  await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}/contenciones$`))
  await expect(main.getByText('Sin contenciones registradas.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Contenciones activas' })).toHaveCount(0)

  // Nueva contención, registered late: in use for 20 days, its review 2 days ago.
  await expectTall(page, 'Nueva contención')
  await main.getByRole('button', { name: 'Nueva contención' }).click()
  const order = page.getByRole('dialog', { name: 'Nueva contención' })
  await order.getByRole('radio', { name: 'Física' }).check()
  await order.getByLabel('Dispositivo o fármaco').fill(device)
  await order.getByLabel('Motivo', { exact: true }).fill('Riesgo alto de caída nocturna con desorientación.')
  await order.getByLabel('Alternativas probadas antes').fill('Cama baja, sensor de movimiento y acompañamiento nocturno.')
  await order.getByLabel('Pauta de uso').fill('Noches, de 22:00 a 7:00')
  await order.getByLabel('Fecha de inicio').fill(start)
  // More than 30 days after the start is refused before it reaches the server.
  await order.getByLabel('Fecha de revisión').fill(madridDate(11))
  await order.getByLabel('Lo da').fill('Ana Núñez')
  await order.getByLabel('Relación con el residente').fill('Hija')
  await order.getByLabel('Fecha del consentimiento').fill(start)
  await order.getByRole('button', { name: 'Guardar contención' }).click()
  await expect(order.getByText('La revisión debe ser como mucho 30 días después del inicio.')).toBeVisible()
  await order.getByLabel('Fecha de revisión').fill(review)
  await order.getByRole('button', { name: 'Guardar contención' }).click()
  await expect(toast(page, 'Contención registrada')).toBeVisible()
  await expect(order).toBeHidden()

  // Expired at once: in red on the card and in the banner atop the page.
  const card = main.getByRole('article', { name: title })
  const expired = card.getByText(`Revisión vencida el ${spanishDate(review)}`)
  await expect(expired).toBeVisible()
  await expect(expired).toHaveCSS('color', await page.evaluate(() => {
    const probe = document.createElement('span')
    probe.className = 'text-destructive'
    document.body.append(probe)
    const color = getComputedStyle(probe).color
    probe.remove()
    return color
  }))
  await expect(card).toContainText('Ana Núñez (Hija)')
  await expect(card).toContainText(doctor.name)
  const banner = page.getByRole('region', { name: 'Contenciones activas' })
  await expect(banner).toContainText(title)
  // Nothing wider than the tablet.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800)
  await expect(banner).toContainText(`Revisión vencida el ${spanishDate(review)}`)

  // The nurse, on her own tablet, records the shift's check.
  const nursePage = await openAs(browser, nurse, tablet)
  const nurseMain = await openTab(nursePage, resident, 'Contenciones')
  const nurseCard = nurseMain.getByRole('article', { name: title })
  await expect(nurseCard.getByText(`Revisión vencida el ${spanishDate(review)}`)).toBeVisible()
  await expect(nurseMain.getByRole('button', { name: 'Nueva contención' })).toHaveCount(0)
  await expect(nurseCard.getByRole('button', { name: /^Renovar|^Retirar/ })).toHaveCount(0)
  await expectTall(nursePage, `Registrar comprobación: ${title}`)
  await nurseCard.getByRole('button', { name: `Registrar comprobación: ${title}` }).click()
  const check = nursePage.getByRole('dialog', { name: 'Registrar comprobación' })
  const applied = check.getByRole('group', { name: '¿Está aplicada?' })
  const skin = check.getByRole('group', { name: '¿La piel está bien?' })
  expect((await applied.locator('label').first().boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  await applied.getByText('Sí', { exact: true }).click()
  await skin.getByText('Sí', { exact: true }).click()
  await check.getByLabel('Minutos liberada').fill('15')
  await check.getByLabel('Nota').fill('Cambios posturales hechos; piel íntegra.')
  await check.getByRole('button', { name: 'Guardar comprobación' }).click()
  await expect(toast(nursePage, 'Comprobación registrada')).toBeVisible()
  await expect(check).toBeHidden()
  await expect(nurseCard).toContainText('Aplicada · Piel bien · Liberada 15 minutos')
  await expect(nurseCard).toContainText(nurse.name)

  // Live on the doctor's tablet, without reloading.
  await expect(card).toContainText('Aplicada · Piel bien · Liberada 15 minutos')

  // The doctor renews it: +15 days from today; no longer expired, here and in the banner.
  await card.getByRole('button', { name: `Renovar: ${title}` }).click()
  const renew = page.getByRole('dialog', { name: '¿Renovar la contención?' })
  await renew.getByRole('button', { name: 'Revisión dentro de 15 días' }).click()
  await renew.getByLabel('Nota de la revisión').fill('Sigue indicada; se valora retirar en la próxima revisión.')
  await renew.getByRole('button', { name: 'Renovar contención' }).click()
  await expect(toast(page, 'Contención renovada')).toBeVisible()
  await expect(renew).toBeHidden()
  await expect(card.getByText(/Revisión vencida/)).toHaveCount(0)
  await expect(card.getByText(`Revisión el ${spanishDate(madridDate(15))}`, { exact: true })).toBeVisible()
  await expect(card).toContainText(`Nueva revisión el ${spanishDate(madridDate(15))}`)
  await expect(banner).toContainText(`Revisión el ${spanishDate(madridDate(15))}`)
  await expect(banner.getByText(/vencida/)).toHaveCount(0)

  // The inspectors' report of the period.
  const from = madridDate(-30)
  const to = madridDate(0)
  await main.getByLabel('Desde').fill(from)
  await main.getByLabel('Hasta').fill(to)
  const filename = await downloadOf(page, () => main.getByRole('button', { name: 'Informe de contenciones (PDF)' }).click())
  expect(filename).toBe(`registro_contenciones_${from}_${to}.pdf`)
  await expect(toast(page, 'Informe de contenciones descargado.')).toBeVisible()
})

test('en un móvil (390×844) la pestaña y sus acciones caben sin desplazamiento lateral y se alcanzan sin ratón', async ({
  browser,
  request,
}) => {
  const doctor = createUser('doctor')
  const resident = await createResident(request, await apiToken(request), `Residente Contención ${uniqueTag()}`)
  const device = `Cinturón abdominal ${uniqueTag()}`
  await apiPost(request, await apiToken(request, doctor.username, doctor.password), '/restraints', {
    residentId: resident._id,
    type: 'physical',
    device,
    reason: 'Riesgo de caída al levantarse solo de la silla.',
    alternativesTried: 'Silla con respaldo alto y supervisión.',
    schedule: 'Sentado en la sala, de 16:00 a 19:00',
    startDate: madridDate(0),
    reviewDate: madridDate(7),
    consent: { givenBy: 'Luis Gómez', relationship: 'Hijo', date: madridDate(0) },
  })

  const page = await openAs(browser, doctor, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const main = await openTab(page, resident, 'Contenciones')
  const card = main.getByRole('article', { name: `Física: ${device}` })
  await expect(card.getByText(`Revisión el ${spanishDate(madridDate(7))}`, { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Contenciones activas' })).toContainText(device)
  for (const name of [`Registrar comprobación: Física: ${device}`, `Renovar: Física: ${device}`, `Retirar: Física: ${device}`]) {
    const button = card.getByRole('button', { name })
    await expect(button).toBeVisible()
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  }
  await expect(main.getByRole('button', { name: 'Informe de contenciones (PDF)' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // The order form fits too, and closing it with typed text asks first.
  await main.getByRole('button', { name: 'Nueva contención' }).tap()
  const order = page.getByRole('dialog', { name: 'Nueva contención' })
  await order.getByLabel('Dispositivo o fármaco').fill('Barandillas')
  await order.getByRole('button', { name: 'Cancelar' }).tap()
  await expect(page.getByRole('alertdialog', { name: '¿Descartar los cambios?' })).toBeVisible()
  await page.getByRole('button', { name: 'Descartar' }).tap()
  await expect(order).toBeHidden()
})
