import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from './fixtures'
import { createUser, openAs, uniqueTag } from './helpers'
import { createMedication, madridDate, spanishDate } from './medications'
import { downloadOf, openTab, toast } from './records'
import { apiPost, apiToken, createResident, type CreatedResident } from './residents'

const tablet = { viewport: { width: 800, height: 1280 } }
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** Every violation axe-core rates serious or critical within `scope`, one readable line per element. */
async function seriousViolations(page: Page, scope: string) {
  const { violations } = await new AxeBuilder({ page }).include(scope).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.html.slice(0, 140)}`))
}

async function heightOf(locator: Locator) {
  return (await locator.boundingBox())?.height ?? 0
}

/** A resident with a restraint in use (ordered by a doctor) and a medication started three days ago. */
async function residentWithRestraintAndNewMedication(request: Parameters<typeof apiToken>[0]) {
  const admin = await apiToken(request)
  const resident: CreatedResident = await createResident(request, admin, `Residente Caída ${uniqueTag()}`)
  const doctor = createUser('doctor')
  const doctorToken = await apiToken(request, doctor.username, doctor.password)
  const medication = await createMedication(request, admin, `Tramadol ${uniqueTag()}`, { concentration: '50 mg' })
  await apiPost(request, doctorToken, '/kardex', {
    patientId: resident._id,
    entries: [
      { medication: medication._id, dose: '1 cápsula', route: 'Oral', date: madridDate(-3), times: ['08:00', '20:00'] },
    ],
  })
  const device = `Cinturón abdominal ${uniqueTag()}`
  await apiPost(request, doctorToken, '/restraints', {
    residentId: resident._id,
    type: 'physical',
    device,
    reason: 'Riesgo de caída al levantarse solo de la silla.',
    alternativesTried: 'Silla con respaldo alto y supervisión.',
    schedule: 'Sentado en la sala, de 16:00 a 19:00',
    startDate: madridDate(-1),
    reviewDate: madridDate(7),
    consent: { givenBy: 'Luis Gómez', relationship: 'Hijo', date: madridDate(-1) },
  })
  return { resident, medication, device }
}

test('en la tableta una enfermera registra una caída con lesión desde la ficha, la ve en la lista, salta la alerta y se descarga el registro', async ({
  browser,
  request,
}) => {
  test.slow()
  const nurse = createUser('nurse')
  const admin = createUser('administrative')
  const { resident, medication, device } = await residentWithRestraintAndNewMedication(request)

  // The nurse, on a tablet, opens the resident's tab «Caídas»: nothing yet.
  const page = await openAs(browser, nurse, tablet)
  const main = await openTab(page, resident, 'Caídas')
  await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}/caidas$`))
  await expect(main.getByText('Sin caídas registradas.')).toBeVisible()
  const create = main.getByRole('button', { name: 'Registrar caída' })
  expect(await heightOf(create)).toBeGreaterThanOrEqual(44)
  await create.click()

  // The form: the restraint in use answered from the register, the new medication shown from the Kardex.
  const form = page.getByRole('dialog', { name: 'Registrar caída' })
  const restraint = form.getByRole('group', { name: '¿Llevaba una contención en el momento de la caída?' })
  await expect(restraint.getByRole('radio', { name: 'Sí' })).toBeChecked()
  await expect(form).toContainText(`Contención pautada: ${device}.`)
  const medicationPanel = form.getByRole('region', { name: 'Medicación psicótropa o nueva (Kardex)' })
  await expect(medicationPanel).toContainText(medication.name)
  await expect(medicationPanel).toContainText(`Nuevo desde el ${spanishDate(madridDate(-3))}`)
  expect.soft(await seriousViolations(page, '[role="dialog"]'), 'axe-core on the fall form').toEqual([])

  // Saving without the place names it, as the server would.
  await form.getByRole('button', { name: 'Guardar caída' }).click()
  await expect(form.getByText('Indica el lugar de la caída.')).toBeVisible()
  const bathroom = form.getByRole('group', { name: 'Lugar' }).locator('label').filter({ hasText: /^Baño$/ })
  expect(await heightOf(bathroom)).toBeGreaterThanOrEqual(44)
  await bathroom.click()
  await form.getByLabel('Qué hacía').fill('Al levantarse del inodoro sin pedir ayuda.')
  await form.getByRole('group', { name: '¿Alguien presenció la caída?' }).getByText('No', { exact: true }).click()
  await form.getByRole('group', { name: '¿Se le encontró en el suelo?' }).getByText('Sí', { exact: true }).click()
  const gait = form.getByRole('checkbox', { name: 'Alteración de la marcha o del equilibrio' })
  await gait.check()
  const gaitTile = form.locator('label').filter({ has: page.getByRole('checkbox', { name: 'Alteración de la marcha o del equilibrio' }) })
  expect(await heightOf(gaitTile)).toBeGreaterThanOrEqual(44)
  await form.getByRole('checkbox', { name: 'Medicación psicótropa o nueva' }).check()
  await form.getByRole('checkbox', { name: 'Suelo mojado o resbaladizo' }).check()
  await form.getByRole('group', { name: 'Lesión' }).getByText('Leve', { exact: true }).click()
  await form.getByLabel('Describe la lesión').fill('Hematoma en la frente; frío local.')
  await form.getByLabel('Actuaciones').fill('Valoración, constantes normales y vigilancia neurológica.')
  await form.getByRole('group', { name: '¿Se avisó al médico?' }).getByText('Sí', { exact: true }).click()
  await form.getByRole('checkbox', { name: 'Se ha avisado a la familia' }).check()
  await form.getByLabel('A quién').fill('Ana Gómez (hija)')
  await form.getByRole('button', { name: 'Guardar caída' }).click()
  const saved = toast(page, 'Caída registrada')
  await expect(saved).toBeVisible()
  await expect(saved).toContainText('Se ha generado una alerta.')
  await expect(form).toBeHidden()

  // The fall's alert: «Ver alerta» in the toast leads to the queue, where it leads back to the falls tab.
  await saved.getByRole('button', { name: 'Ver alerta' }).click()
  await expect(page).toHaveURL(/\/alerts$/)
  const alert = page.getByRole('article', { name: new RegExp(`Caída · ${resident.name}`) })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole('link', { name: new RegExp(resident.name) })).toHaveAttribute(
    'href',
    `/patients/${resident._id}/caidas`,
  )
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}/caidas$`))

  // Listed newest first with its place, its injury and who recorded it.
  const card = main.getByRole('article', { name: /· Baño$/ })
  await expect(card).toBeVisible()
  await expect(card.getByText('Lesión leve')).toBeVisible()
  await expect(card).toContainText(`Registrada por ${nurse.name}`)
  await expect(card).toContainText('Con contención')
  await expect(card).toContainText('Hematoma en la frente; frío local.')
  await expect(card).toContainText('Alteración de la marcha o del equilibrio')
  await expect(card).toContainText(medication.name)
  await expect(card).toContainText('Familia: Ana Gómez (hija)')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800)
  expect.soft(await seriousViolations(page, 'main'), 'axe-core on the falls tab').toEqual([])

  // The register prints.
  const filename = await downloadOf(page, () => main.getByRole('button', { name: 'Imprimir' }).click())
  expect(filename).toMatch(new RegExp(`^caidas_${resident._id}_inicio_\\d{4}-\\d{2}-\\d{2}\\.pdf$`))

  // A second fall entered within two hours is most likely the same one told twice: the server asks first, and
  // «Volver al formulario» keeps what was typed; confirmed, it is another fall.
  await main.getByRole('button', { name: 'Registrar caída' }).click()
  const again = page.getByRole('dialog', { name: 'Registrar caída' })
  await again.getByRole('group', { name: 'Lugar' }).locator('label').filter({ hasText: /^Comedor$/ }).click()
  await again.getByRole('group', { name: '¿Alguien presenció la caída?' }).getByText('Sí', { exact: true }).click()
  await again.getByRole('group', { name: '¿Se le encontró en el suelo?' }).getByText('No', { exact: true }).click()
  await again.getByRole('group', { name: 'Lesión' }).getByText('Ninguna', { exact: true }).click()
  await again.getByRole('group', { name: '¿Se avisó al médico?' }).getByText('No', { exact: true }).click()
  await again.getByRole('button', { name: 'Guardar caída' }).click()
  const ask = page.getByRole('alertdialog', { name: '¿Es otra caída?' })
  await expect(ask).toContainText('Ya hay una caída de este residente registrada el')
  await ask.getByRole('button', { name: 'Volver al formulario' }).click()
  await expect(ask).toBeHidden()
  await expect(again.getByRole('group', { name: 'Lugar' }).getByRole('radio', { name: 'Comedor' })).toBeChecked()
  await again.getByRole('button', { name: 'Guardar caída' }).click()
  await ask.getByRole('button', { name: 'Sí, registrar otra caída' }).click()
  await expect(toast(page, 'Caída registrada').first()).toBeVisible()
  await expect(again).toBeHidden()
  await expect(main.getByRole('article', { name: /· Comedor$/ })).toBeVisible()


  // Without registers.falls (the administrative staff) the register is read and printed, never written.
  const adminPage = await openAs(browser, admin, tablet)
  const adminMain = await openTab(adminPage, resident, 'Caídas')
  await expect(adminMain.getByRole('article', { name: /· Baño$/ })).toBeVisible()
  await expect(adminMain.getByRole('button', { name: 'Imprimir' })).toBeVisible()
  await expect(adminMain.getByRole('button', { name: 'Registrar caída' })).toHaveCount(0)
  await expect(adminMain.getByRole('button', { name: /^Completar|^Anular/ })).toHaveCount(0)

  // Entered by mistake: its author voids it with a reason, after confirming.
  await card.getByRole('button', { name: /^Anular la caída del/ }).click()
  const voiding = page.getByRole('dialog', { name: '¿Anular esta caída?' })
  await voiding.getByRole('button', { name: 'Anular caída' }).click()
  await expect(voiding.getByText('Indica por qué se anula la caída.')).toBeVisible()
  await voiding.getByLabel('Motivo de la anulación').fill('Registrada en otro residente.')
  await voiding.getByRole('button', { name: 'Anular caída' }).click()
  await expect(toast(page, 'Caída anulada')).toBeVisible()
  await expect(card).toBeHidden()
  await expect(main.getByRole('article')).toHaveCount(1)
  await expect(main.getByRole('article', { name: /· Comedor$/ })).toBeVisible()
})

test('en un móvil (390×844) el formulario de caída cabe, se toca con el dedo y pregunta antes de descartar lo escrito', async ({
  browser,
  request,
}) => {
  test.slow() // the machine is shared: signing in and opening the resident's page may take a while
  const nurse = createUser('nurse')
  const resident = await createResident(request, await apiToken(request), `Residente Caída ${uniqueTag()}`)
  const page = await openAs(browser, nurse, phone)
  const main = await openTab(page, resident, 'Caídas')
  await main.getByRole('button', { name: 'Registrar caída' }).tap()
  const form = page.getByRole('dialog', { name: 'Registrar caída' })
  await expect(form.getByRole('group', { name: 'Lugar' })).toBeVisible()
  // No restraint in use: answered «No» by default, and said so.
  await expect(form.getByRole('group', { name: '¿Llevaba una contención en el momento de la caída?' }).getByRole('radio', { name: 'No' })).toBeChecked()
  await expect(form).toContainText('No tiene contenciones pautadas.')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const box = await form.boundingBox()
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true)
  for (const name of ['Incontinencia o urgencia miccional', 'Timbre fuera de su alcance']) {
    const tile = form.locator('label').filter({ has: page.getByRole('checkbox', { name }) })
    await tile.scrollIntoViewIfNeeded()
    expect(await heightOf(tile)).toBeGreaterThanOrEqual(44)
    const tileBox = await tile.boundingBox()
    expect((tileBox?.x ?? 0) + (tileBox?.width ?? 999)).toBeLessThanOrEqual(390)
  }
  const submit = form.getByRole('button', { name: 'Guardar caída' })
  await submit.scrollIntoViewIfNeeded()
  await expect(submit).toBeInViewport()
  expect(await heightOf(submit)).toBeGreaterThanOrEqual(44)

  await form.getByLabel('Qué hacía').fill('Paseando por el pasillo')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('alertdialog', { name: '¿Descartar los cambios?' })).toBeVisible()
  await page.getByRole('button', { name: 'Descartar' }).tap()
  await expect(form).toBeHidden()
})
