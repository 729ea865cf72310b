import { resolve } from 'node:path'
import { expect, test, type Locator, type Page } from './fixtures'
import { demo, signIn, uniqueTag } from './helpers'
import { sections, showTab } from './records'
import { apiToken, createResident } from './residents'

const photo = resolve(import.meta.dirname, 'fixtures/residente.png')

const modal = (page: Page) => page.getByRole('dialog', { name: 'Registrar Nuevo Paciente' })
/** The wizard, in the registration modal or on the resident page's Datos tab. */
const wizard = (page: Page) => page.getByRole('form', { name: 'Datos del paciente' })
const wizardTab = (page: Page, name: string) => wizard(page).getByRole('tab', { name, exact: true })
const banner = (page: Page) => wizard(page).getByRole('alert')

async function fill(scope: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await scope.locator(`[name="${name}"]`).fill(value)
}

/** A click on a section of the resident page that the unsaved changes hold back. */
async function showTabExpectingQuestion(page: Page, tab: string) {
  await sections(page).getByRole('link', { name: tab, exact: true }).click()
  await expect(page.getByRole('alertdialog', { name: '¿Descartar los cambios?' })).toBeVisible()
}

async function next(page: Page, tab: string) {
  await wizard(page).getByRole('button', { name: 'Siguiente' }).click()
  await expect(wizardTab(page, tab)).toHaveAttribute('aria-selected', 'true')
}

type NewResident = { name: string; room: string; username: string; socialSecurity: string }

function newResident(tag: string): NewResident {
  return {
    name: `Prueba Asistente ${tag}`,
    room: `W-${tag}`,
    username: `familia-${tag}`,
    socialSecurity: `28-${tag}-77`,
  }
}

/** Fills all five tabs of the wizard, ticking "others" boxes to see their fields appear. */
async function fillWizard(page: Page, resident: NewResident) {
  const dialog = modal(page)
  await dialog.locator('input[name="photo"]').setInputFiles(photo)
  await expect(dialog.getByRole('img', { name: 'Foto del residente' })).toHaveAttribute('src', /^data:image\/png;base64,/)
  await fill(dialog, {
    name: resident.name,
    socialSecurity: resident.socialSecurity,
    dateOfBirth: '1939-11-04',
    placeOfBirth: 'Cáceres',
    religion: 'Católica',
    room: resident.room,
  })
  await dialog.getByRole('radio', { name: 'Mujer' }).check()
  await dialog.getByRole('radio', { name: 'Viudo/a' }).check()
  await next(page, 'Contacto')

  await fill(dialog, {
    guardianName: 'Pilar Gómez (hija)',
    residentialAddress: 'Calle del Olmo 4, 10001 Cáceres',
    mailingAddress: 'Calle del Olmo 4, 10001 Cáceres',
    phoneNumbers: '+34 600 222 333',
    contactEmail: 'pilar@example.es',
    username: resident.username,
    password: 'familia-2026',
    confirmPassword: 'familia-2026',
    'additionalFamilyMembers.0.name': 'Javier Gómez',
    'additionalFamilyMembers.0.relationship': 'hijo',
    'additionalFamilyMembers.0.contact': '+34 600 444 555',
  })
  await next(page, 'Médico')

  await fill(dialog, { medicalPlan: 'Seguridad Social', supplement: 'Batido proteico', allergies: 'Penicilina', diagnosis: 'Artrosis de rodilla' })
  await dialog.getByRole('checkbox', { name: 'Andador' }).check()
  await dialog.getByRole('checkbox', { name: 'Otro' }).check()
  await dialog.locator('[name="otherEquipmentText"]').fill('Grúa de traslado')
  await next(page, 'Evaluación')

  await dialog.getByRole('checkbox', { name: 'Observación' }).check()
  await dialog.getByRole('radio', { name: 'Colaborador/a' }).check()
  await dialog.getByRole('checkbox', { name: 'En la persona' }).check()
  await next(page, 'Revisión')

  await expect(dialog.locator('[name="accompaniedBy"]')).toHaveCount(0)
  await dialog.getByRole('checkbox', { name: 'Acompañado/a' }).check()
  // "Empleado que recibe" starts as whoever is signed in.
  await expect(dialog.locator('[name="receivingEmployee"]')).toHaveValue(new RegExp(demo.name))
  await fill(dialog, { accompaniedBy: 'Su hija Pilar', comments: 'Llega con su andador.', receivingEmployee: 'Carmen Ruiz' })
}

test.describe('alta y edición de residentes', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.username, demo.password)
    await page.goto('/patients')
    // From the keyboard: a toast of another test's news (the demo account is told of every medication about
    // to expire) can land over the button, and a pointer resting on a toast keeps it open.
    await page.getByRole('button', { name: 'Nuevo Paciente' }).press('Enter')
    await expect(modal(page).getByRole('heading', { name: 'Registrar Nuevo Paciente' })).toBeVisible()
  })

  test('registrar un residente con todas las pestañas, llegar a su página, editarlo y ver el cambio guardado', async ({ page }) => {
    test.slow() // fills the five tabs, then edits and reloads
    const resident = newResident(uniqueTag())
    const dialog = modal(page)

    await expect(dialog.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    await dialog.getByRole('button', { name: 'Siguiente' }).click()
    await expect(page.getByText('Faltan campos')).toBeVisible()
    await expect(banner(page)).toContainText('Campo requerido: Nombre completo')
    await expect(banner(page)).toContainText('Campo requerido: Habitación')
    await expect(banner(page)).not.toContainText('Religión')
    await expect(dialog.locator('[name="name"]')).toHaveAttribute('aria-invalid', 'true')
    await expect(wizardTab(page, 'Personal')).toHaveAttribute('aria-selected', 'true')

    await fillWizard(page, resident)
    const summary = dialog.getByRole('region', { name: 'Resumen de lo que se guardará' })
    await expect(summary).toContainText(resident.name)
    await expect(summary).toContainText('04/11/1939')
    await expect(summary).toContainText('Andador, Otro')
    await expect(summary).toContainText('Grúa de traslado')

    await dialog.getByRole('button', { name: 'Registrar' }).click()
    await expect(page.getByText('Paciente Creado')).toBeVisible()
    // The modal closes and the new resident's page opens, on the summary, with the allergies.
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/patients\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1, name: resident.name })).toBeVisible()
    await expect(page.getByRole('note', { name: 'Alergias' })).toContainText('Penicilina')
    await showTab(page, 'Vitales')
    await expect(page.getByRole('heading', { name: `Signos vitales de ${resident.name}` })).toBeVisible()
    await expect(page.getByText('Sin registros de signos vitales.').filter({ visible: true })).toBeVisible()

    await showTab(page, 'Datos')
    await expect(wizard(page).locator('[name="room"]')).toHaveValue(resident.room)
    await expect(wizard(page).getByRole('img', { name: 'Foto del residente' })).toHaveAttribute('src', /^\/api\/images\//)
    await expect(wizard(page).getByRole('radio', { name: 'Mujer' })).toBeChecked()

    await wizardTab(page, 'Médico').click()
    await expect(wizardTab(page, 'Médico')).toHaveAttribute('aria-selected', 'true')
    await expect(wizard(page).locator('[name="otherEquipmentText"]')).toHaveValue('Grúa de traslado')
    await wizard(page).locator('[name="diagnosis"]').fill('Artrosis de rodilla y cadera')
    await wizardTab(page, 'Revisión').click()
    await expect(wizard(page).locator('[name="accompaniedBy"]')).toHaveValue('Su hija Pilar')
    await expect(wizard(page).locator('[name="receivingEmployee"]')).toHaveValue('Carmen Ruiz')
    await wizard(page).getByRole('button', { name: 'Actualizar' }).click()
    await expect(page.getByText('Paciente Actualizado')).toBeVisible()
    await expect(page.getByText('Cambios guardados.')).toBeVisible()

    await page.reload()
    await wizardTab(page, 'Médico').click()
    await expect(wizard(page).locator('[name="diagnosis"]')).toHaveValue('Artrosis de rodilla y cadera')
    await showTab(page, 'Resumen')
    await expect(page.getByRole('region', { name: 'Diagnóstico' })).toContainText('Artrosis de rodilla y cadera')
  })

  test('cambiar de pestaña con datos sin guardar pide confirmación', async ({ page, request }) => {
    const resident = await createResident(request, await apiToken(request), `Prueba Pestañas ${uniqueTag()}`)
    await page.goto(`/patients/${resident._id}/datos`)
    await wizard(page).locator('[name="name"]').fill(`${resident.name} cambiado`)
    await showTabExpectingQuestion(page, 'Notas')
    const confirm = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await confirm.getByRole('button', { name: 'Seguir editando' }).click()
    await expect(page).toHaveURL(/\/datos$/)
    await expect(wizard(page).locator('[name="name"]')).toHaveValue(`${resident.name} cambiado`)
    await showTabExpectingQuestion(page, 'Notas')
    await confirm.getByRole('button', { name: 'Descartar' }).click()
    await expect(page).toHaveURL(/\/notas$/)
    await expect(page.getByRole('heading', { name: `Notas generales de ${resident.name}` })).toBeVisible()
  })

  test('un usuario de familia repetido se señala en su campo, en la pestaña Contacto, sin perder nada', async ({ page, request }) => {
    test.slow() // fills the five tabs
    const tag = uniqueTag()
    const taken = (await createResident(request, await apiToken(request), `Prueba Duplicado ${tag}`)) as { username?: string }
    expect(taken.username).toBeTruthy()
    const resident = { ...newResident(tag), username: taken.username! }
    const dialog = modal(page)

    await fillWizard(page, resident)
    await dialog.getByRole('button', { name: 'Registrar' }).click()

    await expect(page.getByText('Ese nombre de usuario ya está en uso.').first()).toBeVisible()
    await expect(wizardTab(page, 'Contacto')).toHaveAttribute('aria-selected', 'true')
    const username = dialog.locator('[name="username"]')
    await expect(username).toHaveAttribute('aria-invalid', 'true')
    await expect(username).toHaveValue(resident.username)
    await expect(banner(page)).toHaveText('Ese nombre de usuario ya está en uso.')
    await expect(dialog.getByRole('heading', { name: 'Registrar Nuevo Paciente' })).toBeVisible()

    await username.fill(`${resident.username}-2`)
    await wizardTab(page, 'Revisión').click()
    await expect(dialog.locator('[name="receivingEmployee"]')).toHaveValue('Carmen Ruiz')
    await dialog.getByRole('button', { name: 'Registrar' }).click()
    await expect(page.getByText('Paciente Creado')).toBeVisible()
  })

  test('cerrar con cambios sin guardar pide confirmación', async ({ page }) => {
    const dialog = modal(page)
    await dialog.locator('[name="name"]').fill('Alguien a medias')
    await page.keyboard.press('Escape')
    const confirm = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await confirm.getByRole('button', { name: 'Seguir editando' }).click()
    await expect(dialog.locator('[name="name"]')).toHaveValue('Alguien a medias')
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await confirm.getByRole('button', { name: 'Descartar' }).click()
    await expect(dialog).toBeHidden()
  })

  test('una foto de la cámara de la tableta (12 MP, varios MB) se reduce y se acepta', async ({ page }) => {
    // A 4000x3000 JPEG of noise, as heavy as a camera's: made by the browser, handed to the file input.
    const camera = await page.evaluate(async () => {
      const canvas = document.createElement('canvas')
      canvas.width = 4000
      canvas.height = 3000
      const context = canvas.getContext('2d')!
      const pixels = context.createImageData(canvas.width, canvas.height)
      for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = (i * 2654435761) >>> 24
      context.putImageData(pixels, 0, 0)
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95))
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return btoa(binary)
    })
    const buffer = Buffer.from(camera, 'base64')
    expect(buffer.length).toBeGreaterThan(2 * 1024 * 1024)

    const dialog = modal(page)
    await dialog.locator('input[name="photo"]').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer })
    const preview = dialog.getByRole('img', { name: 'Foto del residente' })
    await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/)
    await expect(dialog.getByText('La foto supera el tamaño máximo de 2 MB.')).toHaveCount(0)
    const sent = await preview.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
      bytes: Math.floor((img.src.length - img.src.indexOf(',') - 1) * 0.75),
    }))
    expect(sent).toMatchObject({ width: 1600, height: 1200 })
    expect(sent.bytes).toBeLessThan(2 * 1024 * 1024)
  })
})
