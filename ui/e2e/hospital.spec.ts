import { expect, test, type Locator } from './fixtures'
import { createUser, openAs, uniqueTag } from './helpers'
import { downloadOf, toast } from './records'
import { apiPost, apiToken, createResident } from './residents'

const tablet = { viewport: { width: 800, height: 1280 } }
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** Madrid's wall clock `offsetMinutes` from now: the `datetime-local` value and the banner's `dd/mm/aaaa hh:mm`. */
function madridMoment(offsetMinutes = 0) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + offsetMinutes * 60_000))
      .map((part) => [part.type, part.value]),
  )
  const clock = `${parts.hour}:${parts.minute}`
  return { local: `${parts.year}-${parts.month}-${parts.day}T${clock}`, shown: `${parts.day}/${parts.month}/${parts.year} ${clock}` }
}

async function heightOf(locator: Locator) {
  return (await locator.boundingBox())?.height ?? 0
}

test('en la tableta una enfermera descarga la hoja de traslado, registra la salida al hospital y la vuelta', async ({
  browser,
  request,
}) => {
  test.slow()
  const resident = await createResident(request, await apiToken(request), `Residente Traslado ${uniqueTag()}`)
  const page = await openAs(browser, createUser('nurse'), tablet)
  await page.goto(`/patients/${resident._id}`)
  await expect(page.getByRole('heading', { level: 1, name: resident.name })).toBeVisible()

  // In the home: the transfer sheet, asked what happened, downloads.
  const block = page.getByRole('region', { name: 'Traslado al hospital' })
  await block.getByRole('button', { name: 'Hoja de traslado (PDF)' }).click()
  const sheet = page.getByRole('dialog', { name: 'Hoja de traslado al hospital' })
  await sheet.getByLabel('Motivo del traslado y qué ha pasado').fill('Caída en el baño a las 9:15; dolor en la cadera derecha.')
  const filename = await downloadOf(page, () => sheet.getByRole('button', { name: 'Descargar hoja' }).click())
  expect(filename).toMatch(new RegExp(`^traslado_${resident._id}_\\d{4}-\\d{2}-\\d{2}\\.pdf$`))
  await expect(sheet).toBeHidden()

  // The departure: now by default, the reason required.
  await block.getByRole('button', { name: 'Registrar salida al hospital' }).click()
  const leaving = page.getByRole('dialog', { name: 'Registrar salida al hospital' })
  const leftAt = leaving.getByLabel('Fecha y hora de la salida')
  await expect(leftAt).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  await leaving.getByRole('button', { name: 'Registrar salida' }).click()
  await expect(leaving.getByText('Indica el motivo del traslado.')).toBeVisible()
  const left = madridMoment(-30)
  await leftAt.fill(left.local)
  await leaving.getByLabel('Motivo').fill('Caída con sospecha de fractura de cadera')
  await leaving.getByRole('button', { name: 'Registrar salida' }).click()
  await expect(toast(page, 'Salida al hospital registrada')).toBeVisible()
  await expect(leaving).toBeHidden()

  const banner = page.getByRole('region', { name: 'En el hospital' })
  await expect(banner).toContainText(`En el hospital desde el ${left.shown} · Caída con sospecha de fractura de cadera`)
  await expect(banner.getByRole('button', { name: 'Hoja de traslado (PDF)' })).toBeVisible()
  await expect(block).toHaveCount(0)

  // The return, opened from the keyboard: not before the departure (the server says so under the field), then now.
  const back = banner.getByRole('button', { name: 'Registrar vuelta' })
  await back.focus()
  await page.keyboard.press('Enter')
  const returning = page.getByRole('dialog', { name: 'Registrar vuelta del hospital' })
  const returnAt = returning.getByLabel('Fecha y hora de la vuelta')
  await returnAt.fill(madridMoment(-60).local)
  await returning.getByRole('button', { name: 'Registrar vuelta' }).click()
  await expect(returning.getByText(`La vuelta no puede ser anterior a la salida al hospital (${left.shown}).`).first()).toBeVisible()
  await returnAt.fill(madridMoment().local)
  await returning.getByRole('button', { name: 'Registrar vuelta' }).click()
  await expect(toast(page, 'Vuelta del hospital registrada')).toBeVisible()
  await expect(returning).toBeHidden()
  await expect(banner).toHaveCount(0)
  await expect(block.getByRole('button', { name: 'Registrar salida al hospital' })).toBeVisible()
})

test('en un móvil (390×844) el aviso de hospital cabe y sus botones se tocan con el dedo', async ({ browser, request }) => {
  test.slow()
  const nurse = createUser('nurse')
  const resident = await createResident(request, await apiToken(request), `Residente Hospital ${uniqueTag()}`)
  const left = madridMoment(-15)
  await apiPost(request, await apiToken(request, nurse.username, nurse.password), `/patients/${resident._id}/hospital`, {
    at: left.local,
    reason: 'Disnea y fiebre',
  })

  const page = await openAs(browser, nurse, phone)
  await page.goto(`/patients/${resident._id}`)
  const banner = page.getByRole('region', { name: 'En el hospital' })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(`En el hospital desde el ${left.shown} · Disnea y fiebre`)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  for (const name of ['Hoja de traslado (PDF)', 'Registrar vuelta']) {
    const button = banner.getByRole('button', { name })
    await expect(button).toBeVisible()
    expect(await heightOf(button)).toBeGreaterThanOrEqual(44)
    const box = await button.boundingBox()
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true)
  }

  await banner.getByRole('button', { name: 'Registrar vuelta' }).tap()
  const returning = page.getByRole('dialog', { name: 'Registrar vuelta del hospital' })
  const submit = returning.getByRole('button', { name: 'Registrar vuelta' })
  await expect(submit).toBeInViewport()
  await submit.tap()
  await expect(toast(page, 'Vuelta del hospital registrada')).toBeVisible()
  await expect(banner).toHaveCount(0)
})

test('desde Administración una enfermera imprime el plan de contingencia del turno actual', async ({ browser }) => {
  const page = await openAs(browser, createUser('nurse'), tablet)
  await page.goto('/admin')
  const card = page.getByRole('region', { name: 'Plan de contingencia' })
  await expect(card).toContainText('en la carpeta de las copias')
  const filename = await downloadOf(page, () => card.getByRole('button', { name: 'Imprimir el del turno actual' }).click())
  expect(filename).toMatch(/^contingencia_\d{4}-\d{2}-\d{2}_(manana|tarde|noche)\.pdf$/)
})
