import { expect, test, type Browser, type Page } from './fixtures'
import { createUser, demo, signIn, uniqueTag } from './helpers'

/** A short tag that makes a test's people its own (tests share one database). */

/** The table holds the people; on a desktop the phone cards are hidden. */
const table = (page: Page) => page.getByRole('table')
const row = (page: Page, name: string) => table(page).getByRole('row', { name: new RegExp(name) })
const visibleText = (page: Page, text: string) => page.getByText(text).filter({ visible: true })

async function confirmIn(page: Page, title: string, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: button, exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** A page in a fresh browser context (no shared storage), signed in as `username`. */
async function freshSignIn(browser: Browser, username: string, password: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, username, password)
  return page
}

async function expectSignInRefused(browser: Browser, username: string, password: string) {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/signin')
  await page.locator('input[name="identifier"]').fill(username)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Usuario o contraseña incorrectos.' }).first()).toBeVisible()
  await page.context().close()
}

test.describe('gestión de personal', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.username, demo.password)
  })

  test('alta de una enfermera, que ve el equipo sin poder cambiarlo; se edita, se elimina y ya no entra', async ({
    page,
    browser,
    request,
  }) => {
    test.slow() // two browsers, four dialogs and a sign-in refused
    const tag = uniqueTag()
    const nurse = { name: `Enfermera Prueba ${tag}`, username: `e2e-${tag}`, password: 'clave-enfermera-1' }

    await page.goto('/admin')
    await expect(page).toHaveTitle('Gestión de Personal | Amparo')
    await expect(page.getByRole('button', { name: 'Personal', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'Nuevo Personal' }).click()
    const create = page.getByRole('dialog', { name: 'Nuevo Personal' })
    await create.getByLabel('Nombre completo').fill(nurse.name)
    await create.getByRole('combobox', { name: 'Cargo' }).click()
    await page.getByRole('option', { name: 'Enfermera' }).click()
    await create.getByLabel('Especialidad').fill('Turno de mañana')
    await create.getByLabel('Teléfono').fill('+34 600 123 456')
    await create.getByLabel('Nombre de usuario').fill(nurse.username)
    await create.getByLabel('Contraseña', { exact: true }).fill(nurse.password)
    await create.getByLabel('Confirmar contraseña').fill(nurse.password)
    await create.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Personal creado')).toBeVisible()
    await expect(create).toBeHidden()
    await page.getByRole('searchbox', { name: 'Buscar personal' }).fill(tag)
    await expect(row(page, nurse.name)).toContainText('Enfermera')
    await expect(row(page, nurse.name)).toContainText('Turno de mañana')

    // She sees the team, read-only, in her own browser.
    const nursePage = await freshSignIn(browser, nurse.username, nurse.password)
    await nursePage.goto('/admin')
    await expect(nursePage.getByText('Solo el personal administrativo puede dar de alta')).toBeVisible()
    await expect(row(nursePage, nurse.name)).toContainText('Tú')
    await expect(row(nursePage, 'Lucía Fernández Ortega')).toBeVisible()
    await expect(nursePage.getByRole('button', { name: 'Nuevo Personal' })).toHaveCount(0)
    await expect(nursePage.getByRole('button', { name: /^(Editar|Eliminar|Restablecer)/ })).toHaveCount(0)
    await nursePage.getByRole('button', { name: 'Social', exact: true }).click()
    await expect(nursePage).toHaveURL(/view=social/)
    await expect(nursePage.getByRole('heading', { name: 'Gestión de Trabajadoras Sociales' })).toBeVisible()
    await expect(nursePage.getByRole('button', { name: 'Nueva Trabajadora Social' })).toHaveCount(0)

    // The server refuses her writes with a clear message.
    const signin = await request.post('/api/auth/signin', {
      data: { identifier: nurse.username, password: nurse.password, rememberMe: false },
    })
    const { token } = await signin.json()
    const refused = await request.post('/api/staff/create-new-staff', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: 'Intrusa',
        role: 'nurse',
        username: `x-${tag}`,
        phone: '600',
        password: 'secreto1',
        confirmPassword: 'secreto1',
      },
    })
    expect(refused.status()).toBe(403)
    expect((await refused.json()).message).toBe('No tienes permiso para realizar esta acción.')

    // Back as the administrator: a new position and specialty.
    await row(page, nurse.name)
      .getByRole('button', { name: `Editar a ${nurse.name}` })
      .click()
    const edit = page.getByRole('dialog', { name: 'Editar Personal' })
    await expect(edit.getByLabel('Nombre de usuario')).toHaveValue(nurse.username)
    await expect(edit.getByLabel('Contraseña', { exact: true })).toHaveCount(0)
    await edit.getByRole('combobox', { name: 'Cargo' }).click()
    await page.getByRole('option', { name: 'Médico' }).click()
    await edit.getByLabel('Especialidad').fill('Cardiología')
    await edit.getByRole('button', { name: 'Actualizar' }).click()
    await expect(page.getByText('Personal actualizado')).toBeVisible()
    await expect(row(page, nurse.name)).toContainText('Médico')
    await expect(row(page, nurse.name)).toContainText('Cardiología')

    await row(page, nurse.name)
      .getByRole('button', { name: `Eliminar a ${nurse.name}` })
      .click()
    await expect(page.getByRole('alertdialog', { name: '¿Eliminar este personal?' })).toContainText(
      'Su nombre se conserva en todo lo que haya firmado.',
    )
    await confirmIn(page, '¿Eliminar este personal?', 'Eliminar')
    await expect(page.getByText('El personal ha sido eliminado correctamente.')).toBeVisible()
    await expect(visibleText(page, 'Ninguna persona coincide con la búsqueda.')).toBeVisible()

    // Her open session ends, and she can no longer sign in.
    await nursePage.reload()
    await expect(nursePage).toHaveURL(/\/signin$/)
    await nursePage.context().close()
    await expectSignInRefused(browser, nurse.username, nurse.password)
  })

  test('trabajadoras sociales: alta (con un usuario ya en uso primero), búsqueda sin acentos, edición y baja', async ({
    page,
  }) => {
    const tag = uniqueTag()
    const name = `Begoña Ibáñez ${tag}`

    await page.goto('/admin?view=social')
    await expect(page.getByRole('button', { name: 'Social', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'Nueva Trabajadora Social' }).click()
    const create = page.getByRole('dialog', { name: 'Nueva Trabajadora Social' })
    await create.getByLabel('Nombre completo').fill(name)
    await create.getByLabel('Área').fill('Planta segunda')
    await create.getByLabel('Número de licencia').fill(`TS-${tag}`)
    await create.getByLabel('Teléfono').fill('+34 600 654 321')
    await create.getByLabel('Nombre de usuario').fill(demo.username)
    await create.getByLabel('Contraseña', { exact: true }).fill('clave-social-1')
    await create.getByLabel('Confirmar contraseña').fill('clave-social-1')
    await create.getByRole('button', { name: 'Guardar' }).click()
    await expect(create.getByRole('alert')).toContainText('Ese nombre de usuario ya está en uso.')
    await expect(create.getByLabel('Nombre de usuario')).toHaveAttribute('aria-invalid', 'true')

    // A look-alike of the demo's «admin» (1 for i) is refused too, on the field, naming the existing one.
    await create.getByLabel('Nombre de usuario').fill('Adm1n')
    await create.getByRole('button', { name: 'Guardar' }).click()
    await expect(create.getByRole('alert')).toContainText('Ya existe un usuario con un nombre casi igual: admin.')
    await expect(create.getByLabel('Nombre de usuario')).toHaveAccessibleDescription(/nombre casi igual: admin\./)

    await create.getByLabel('Nombre de usuario').fill(`e2e-ts-${tag}`)
    await create.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Trabajadora Social Creada')).toBeVisible()
    await expect(create).toBeHidden()

    await page.getByRole('searchbox', { name: 'Buscar trabajadoras sociales' }).fill(`BEGONA ibanez ${tag}`)
    await expect(table(page).getByRole('row')).toHaveCount(2)
    await expect(row(page, name)).toContainText('Planta segunda')

    await row(page, name)
      .getByRole('button', { name: `Editar a ${name}` })
      .click()
    const edit = page.getByRole('dialog', { name: 'Editar Trabajadora Social' })
    await expect(edit.getByLabel('Número de licencia')).toHaveValue(`TS-${tag}`)
    await expect(edit.getByLabel('Contraseña', { exact: true })).toHaveCount(0)
    await edit.getByLabel('Área').fill('Unidad de memoria')
    await edit.getByRole('button', { name: 'Actualizar' }).click()
    await expect(page.getByText('Trabajadora Social Actualizada')).toBeVisible()
    await expect(row(page, name)).toContainText('Unidad de memoria')

    await page.reload()
    await expect(page).toHaveURL(/view=social/)
    await page.getByRole('searchbox', { name: 'Buscar trabajadoras sociales' }).fill(tag)
    await row(page, name)
      .getByRole('button', { name: `Eliminar a ${name}` })
      .click()
    await confirmIn(page, '¿Eliminar este trabajador social?', 'Eliminar')
    await expect(page.getByText('Trabajadora Social Eliminada')).toBeVisible()
    await expect(visibleText(page, 'Ninguna persona coincide con la búsqueda.')).toBeVisible()
  })

  test('restablece una contraseña, la muestra una vez y se entra con ella', async ({ page, browser }) => {
    const person = createUser('doctor')

    await page.goto('/admin')
    await page.getByRole('searchbox', { name: 'Buscar personal' }).fill(person.name)
    await row(page, person.name)
      .getByRole('button', { name: `Restablecer la contraseña de ${person.name}` })
      .click()
    await confirmIn(page, '¿Restablecer la contraseña?', 'Restablecer')
    const shown = page.getByRole('dialog', { name: 'Contraseña temporal' })
    await expect(shown).toContainText('No se volverá a mostrar.')
    const temporary = await shown.getByRole('textbox', { name: 'Contraseña temporal' }).inputValue()
    expect(temporary).toMatch(/^[A-Za-z2-9]{10}$/)
    await shown.getByRole('button', { name: 'Copiar' }).click()
    await expect(shown.getByRole('button', { name: 'Copiada' })).toBeVisible()
    await shown.getByRole('button', { name: 'Hecho' }).click()
    await expect(shown).toBeHidden()
    await expect(page.getByText(temporary)).toHaveCount(0)

    await expectSignInRefused(browser, person.username, person.password)
    const doctorPage = await freshSignIn(browser, person.username, temporary)
    await expect(doctorPage).toHaveURL(/\/dashboard$/)
    await doctorPage.context().close()
  })

  // SPEC (issue 25): Nombre, Cargo, Especialidad, Email, Teléfono, Acciones, each a column of its own on the
  // office's screen with the sidebar open (not the specialty folded under Cargo, nor Email hidden).
  test('la tabla del personal tiene las columnas de SPEC, con Especialidad en la suya; la de trabajadoras sociales, las suyas', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/admin')
    await expect(page.getByRole('button', { name: 'Contraer menú lateral' })).toBeVisible()
    const headers = table(page).getByRole('columnheader').filter({ visible: true })
    await expect(headers).toHaveText(['Nombre', 'Cargo', 'Especialidad', 'Email', 'Teléfono', 'Acciones'])
    const cells = row(page, 'Carmen Ruiz Gómez').getByRole('cell')
    await expect(cells.nth(1)).toHaveText('Enfermera')
    await expect(cells.nth(2)).toHaveText('Enfermería geriátrica')
    await expect(cells.nth(3)).toHaveText('carmen.ruiz@residencia-amparo.es')
    for (let i = 0; i < 5; i++) await expect(cells.nth(i)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)

    await page.getByRole('button', { name: 'Social', exact: true }).click()
    await expect(table(page).getByRole('columnheader').filter({ visible: true })).toHaveText([
      'Nombre',
      'Área',
      'Email',
      'Teléfono',
      'Acciones',
    ])
  })

  test('en el móvil el personal son tarjetas con Cargo y Especialidad en líneas propias', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/admin')
    const card = page.getByRole('list', { name: 'Personal' }).getByRole('listitem').filter({ hasText: 'Carmen Ruiz Gómez' })
    await expect(card.locator('dt')).toHaveText(['Cargo', 'Especialidad', 'Email', 'Teléfono'])
    await expect(card.locator('dd').nth(1)).toHaveText('Enfermería geriátrica')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('no se ofrece eliminar ni restablecer la propia cuenta', async ({ page }) => {
    await page.goto('/admin')
    const mine = row(page, 'Lucía Fernández Ortega')
    await expect(mine).toContainText('Tú')
    await expect(mine.getByRole('button', { name: 'Editar a Lucía Fernández Ortega' })).toBeVisible()
    await expect(mine.getByRole('button', { name: /Eliminar|Restablecer/ })).toHaveCount(0)
  })
})
