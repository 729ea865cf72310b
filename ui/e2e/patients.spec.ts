import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './fixtures'
import { createUser, demo, signIn, uniqueTag } from './helpers'
import { apiToken, createResident, toggleArchive } from './residents'

/** The list filtered by `text`, as a user types it. */
async function searchFor(page: Page, text: string) {
  await page.getByLabel('Buscar pacientes').fill(text)
}

/** The table and the cards both hold the empty message; only one is shown. */
const visibleText = (page: Page, text: string) => page.getByText(text).filter({ visible: true })
const table = (page: Page) => page.getByRole('table')
const row = (page: Page, name: string) => table(page).getByRole('row', { name: new RegExp(name) })

async function confirmIn(page: Page, title: string, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: button, exact: true }).click()
  await expect(dialog).toBeHidden()
}

test.describe('gestión de pacientes', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.username, demo.password)
  })

  test('la búsqueda no distingue acentos ni mayúsculas y se conserva al recargar', async ({ page, request }) => {
    const tag = uniqueTag()
    const token = await apiToken(request)
    await createResident(request, token, `Ramona Núñez Ibáñez ${tag}`)

    await page.goto('/patients')
    await expect(page).toHaveTitle('Gestión de Pacientes | Amparo')
    await searchFor(page, `NUNEZ ibanez ${tag}`)
    await expect(row(page, `Ramona Núñez Ibáñez ${tag}`)).toBeVisible()
    await expect(table(page).getByRole('row')).toHaveCount(2)
    await expect(page).toHaveURL(new RegExp(`q=NUNEZ`))

    await page.reload()
    await expect(page.getByLabel('Buscar pacientes')).toHaveValue(`NUNEZ ibanez ${tag}`)
    await expect(row(page, `Ramona Núñez Ibáñez ${tag}`)).toBeVisible()

    await searchFor(page, `nadie se llama así ${tag}`)
    await expect(visibleText(page, 'Ningún paciente coincide con la búsqueda.')).toBeVisible()
  })

  test('ordena por nombre y pagina de 10 en 10, y la URL guarda orden y página', async ({ page, request }) => {
    const tag = uniqueTag()
    const token = await apiToken(request)
    const names = Array.from({ length: 12 }, (_, index) => `Prueba Orden ${tag} ${String(index + 1).padStart(2, '0')}`)
    await Promise.all(names.map((name) => createResident(request, token, name)))

    await page.goto('/patients')
    await searchFor(page, `orden ${tag}`)
    await expect(page.getByText('Página 1 de 2')).toBeVisible()
    const rows = table(page).getByRole('row')
    await expect(rows).toHaveCount(11)
    await expect(rows.nth(1)).toContainText(names[0])

    await table(page).getByRole('button', { name: 'Nombre' }).click()
    await expect(table(page).getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'descending')
    await expect(rows.nth(1)).toContainText(names[11])

    await page.getByRole('button', { name: 'Siguiente' }).click()
    await expect(page.getByText('Página 2 de 2')).toBeVisible()
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(1)).toContainText(names[1])
    await expect(rows.nth(2)).toContainText(names[0])
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled()
    await expect(page).toHaveURL(/order=desc/)
    await expect(page).toHaveURL(/page=2/)

    await page.reload()
    await expect(page.getByText('Página 2 de 2')).toBeVisible()
    await expect(rows.nth(1)).toContainText(names[1])

    await page.getByRole('button', { name: 'Anterior' }).click()
    await expect(page.getByText('Página 1 de 2')).toBeVisible()
  })

  test('archiva a un residente, lo encuentra en Archivados y lo devuelve a Activos', async ({ page, request }) => {
    const tag = uniqueTag()
    const resident = await createResident(request, await apiToken(request), `Tomasa Archivo ${tag}`)

    await page.goto('/patients')
    await searchFor(page, tag)
    await row(page, resident.name)
      .getByRole('button', { name: `Archivar a ${resident.name}`, exact: true })
      .click()
    await confirmIn(page, '¿Cambiar estado de archivado?', 'Confirmar')
    await expect(page.getByText('Estado archivado cambiado.')).toBeVisible()
    await expect(visibleText(page, 'Ningún paciente coincide con la búsqueda.')).toBeVisible()

    await page.getByRole('button', { name: 'Archivados' }).click()
    await expect(page).toHaveURL(/view=archived/)
    await expect(page.getByRole('table', { name: 'Pacientes archivados' })).toBeVisible()
    const archived = row(page, resident.name)
    await expect(archived).toBeVisible()
    await expect(archived.getByRole('button', { name: `Archivar a ${resident.name}`, exact: true })).toHaveCount(0)
    await archived.getByRole('button', { name: `Desarchivar a ${resident.name}` }).click()
    await confirmIn(page, '¿Cambiar estado de archivado?', 'Confirmar')
    await expect(visibleText(page, 'Ningún paciente coincide con la búsqueda.')).toBeVisible()

    await page.getByRole('button', { name: 'Activos' }).click()
    await expect(row(page, resident.name)).toBeVisible()
  })

  test('elimina a un residente archivado, que desaparece de todas las listas', async ({ page, request }) => {
    const tag = uniqueTag()
    const token = await apiToken(request)
    const resident = await createResident(request, token, `Eusebio Baja ${tag}`)
    await toggleArchive(request, token, resident._id)

    await page.goto('/patients?view=archived')
    await searchFor(page, tag)
    await row(page, resident.name)
      .getByRole('button', { name: `Eliminar a ${resident.name}` })
      .click()
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar?' })
    await expect(dialog).toContainText('registro de auditoría')
    await confirmIn(page, '¿Eliminar?', 'Eliminar')
    await expect(page.getByText('Paciente Eliminado')).toBeVisible()
    await expect(visibleText(page, 'Ningún paciente coincide con la búsqueda.')).toBeVisible()

    await page.getByRole('button', { name: 'Activos' }).click()
    await expect(visibleText(page, 'Ningún paciente coincide con la búsqueda.')).toBeVisible()
    const res = await request.get(`/api/patients/${resident._id}`, { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status()).toBe(404)
  })

  test('configura áreas: crea un área, asigna un residente, filtra, edita y elimina el área', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag()
    const resident = await createResident(request, await apiToken(request), `Basilio Zonas ${tag}`)
    const areaName = `Ala prueba ${tag}`

    await page.goto('/patients')
    await page.getByRole('button', { name: 'Nueva Área' }).click()
    const modal = page.getByRole('dialog', { name: 'Nueva Área / Sala' })
    await expect(modal.getByRole('button', { name: 'Guardar' })).toBeDisabled()
    await modal.getByLabel('Nombre').fill(areaName)
    await modal.getByLabel('Descripción (opcional)').fill('Creada por una prueba.')
    await modal.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Área creada')).toBeVisible()
    await expect(modal).toBeHidden()

    await searchFor(page, tag)
    await expect(row(page, resident.name)).toContainText('Sin área')
    await page.getByRole('button', { name: 'Configurar áreas' }).click()
    await table(page)
      .getByRole('combobox', { name: `Área de ${resident.name}` })
      .click()
    await page.getByRole('option', { name: areaName }).click()
    await page.getByRole('button', { name: 'Guardar áreas' }).click()
    await expect(page.getByText('Paciente asignado')).toBeVisible()
    await expect(row(page, resident.name)).toContainText(areaName)

    await page.getByLabel('Buscar pacientes').fill('')
    await page.getByRole('combobox', { name: 'Área', exact: true }).click()
    await page.getByRole('option', { name: areaName }).click()
    await expect(page).toHaveURL(/area=/)
    await expect(row(page, resident.name)).toBeVisible()
    await expect(table(page).getByRole('row')).toHaveCount(2)

    const renamed = `${areaName} renombrada`
    await page.getByRole('button', { name: `Editar el área ${areaName}` }).click()
    const edit = page.getByRole('dialog', { name: 'Editar Área' })
    await expect(edit.getByLabel('Nombre')).toHaveValue(areaName)
    await edit.getByLabel('Nombre').fill(renamed)
    await edit.getByRole('button', { name: 'Actualizar' }).click()
    await expect(page.getByText('Área actualizada')).toBeVisible()
    await expect(row(page, resident.name)).toContainText(renamed)

    await page.getByRole('button', { name: `Eliminar el área ${renamed}` }).click()
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar área?' })
    await expect(confirm).toContainText(`¿Seguro que deseas eliminar «${renamed}»?`)
    await expect(confirm).toContainText('Sin área')
    await confirmIn(page, '¿Eliminar área?', 'Eliminar')
    await expect(page.getByText('Área eliminada')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Área', exact: true })).toHaveText('Todas las áreas')
    await searchFor(page, tag)
    await expect(row(page, resident.name)).toContainText('Sin área')
  })

  test('descarga el reporte de todos y la ficha de un residente en PDF', async ({ page, request }) => {
    const tag = uniqueTag()
    const resident = await createResident(request, await apiToken(request), `Fermina Informe ${tag}`)

    await page.goto('/patients')
    await page.getByRole('button', { name: 'Descargar todo' }).click()
    let download = page.waitForEvent('download')
    await confirmIn(page, '¿Descargar?', 'Descargar')
    let file = await download
    expect(file.suggestedFilename()).toBe('reporte_pacientes.pdf')
    expect(
      readFileSync(await file.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF')
    await expect(page.getByText('PDF generado correctamente.')).toBeVisible()

    await searchFor(page, tag)
    await row(page, resident.name)
      .getByRole('button', { name: `Descargar la ficha de ${resident.name}` })
      .click()
    download = page.waitForEvent('download')
    await confirmIn(page, '¿Descargar?', 'Descargar')
    file = await download
    expect(file.suggestedFilename()).toBe(`paciente_${resident._id}.pdf`)
    expect(
      readFileSync(await file.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF')
    await expect(page.getByText('PDF del paciente descargado correctamente.')).toBeVisible()
  })
})

test.describe('permisos', () => {
  // DESIGN 7: archive, restore and delete are residents.archive (administrative only).
  test('una enfermera no ve las herramientas de áreas ni archivar, desarchivar o borrar, y el servidor tampoco se lo permite', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag()
    const adminToken = await apiToken(request)
    const resident = await createResident(request, adminToken, `Leandra Permisos ${tag}`)
    await toggleArchive(request, adminToken, resident._id)
    const nurse = createUser('nurse')
    await signIn(page, nurse.username, nurse.password)

    await page.goto('/patients?view=archived')
    await searchFor(page, tag)
    const archived = row(page, resident.name)
    await expect(archived.getByRole('link', { name: `Abrir la ficha de ${resident.name}` })).toBeVisible()
    await expect(archived.getByRole('button', { name: `Desarchivar a ${resident.name}` })).toHaveCount(0)
    await expect(archived.getByRole('button', { name: `Eliminar a ${resident.name}` })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Configurar áreas' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Nueva Área' })).toHaveCount(0)

    const nurseToken = await apiToken(request, nurse.username, nurse.password)
    const res = await request.post('/api/areas', {
      headers: { Authorization: `Bearer ${nurseToken}` },
      data: { name: `Ala ${tag}`, description: '' },
    })
    expect(res.status()).toBe(403)
    expect((await res.json()).message).toBe('No tienes permiso para realizar esta acción.')

    const restore = await request.patch(`/api/patients/archive/${resident._id}`, {
      headers: { Authorization: `Bearer ${nurseToken}` },
    })
    expect(restore.status()).toBe(403)
  })

  test('una trabajadora social ingresa residentes, sin los campos de acceso de la familia', async ({ page }) => {
    const worker = createUser('socialworker')
    await signIn(page, worker.username, worker.password)
    await page.goto('/patients')
    await page.getByRole('button', { name: 'Nuevo Paciente' }).click()
    const dialog = page.getByRole('dialog', { name: 'Registrar Nuevo Paciente' })
    await expect(dialog.locator('input[name="name"]')).toBeVisible()
    await expect(dialog.locator('input[name="password"]')).toHaveCount(0)
    await expect(dialog.locator('input[name="confirmPassword"]')).toHaveCount(0)
    await expect(dialog.getByText('Acceso de la familia')).toHaveCount(0)
  })
})

test.describe('en el móvil', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('muestra tarjetas con la edad, y el orden se elige en un desplegable', async ({ page, request }) => {
    const tag = uniqueTag()
    const token = await apiToken(request)
    await createResident(request, token, `Móvil Primera ${tag}`, { dateOfBirth: '1930-01-01' })
    await createResident(request, token, `Móvil Segunda ${tag}`, { dateOfBirth: '1950-01-01' })
    await signIn(page, demo.username, demo.password)

    await page.goto('/patients')
    await searchFor(page, tag)
    const cards = page.getByRole('list', { name: 'Pacientes activos' }).getByRole('listitem')
    await expect(cards).toHaveCount(2)
    await expect(page.getByRole('table')).toBeHidden()
    await expect(cards.first()).toContainText(`Móvil Primera ${tag}`)
    await expect(cards.first()).toContainText('años')

    await page.getByRole('combobox', { name: 'Ordenar por' }).click()
    await page.getByRole('option', { name: 'Edad (de menor a mayor)' }).click()
    await expect(page).toHaveURL(/sort=age/)
    await expect(cards.first()).toContainText(`Móvil Segunda ${tag}`)
  })
})
