import { expect, test, type Page } from './fixtures'
import { createUser, demo, signIn, uniqueTag } from './helpers'
import { createMedication, madridDate, moveStock, spanishDate } from './medications'
import { apiToken } from './residents'

const table = (page: Page) => page.getByRole('table', { name: 'Medicamentos del inventario' })
const rows = (page: Page) => table(page).getByRole('row')
const row = (page: Page, name: string) => table(page).getByRole('row', { name: new RegExp(name) })

async function searchFor(page: Page, text: string) {
  await page.getByLabel('Buscar medicamentos').fill(text)
}

test.describe('inventario de medicamentos', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.username, demo.password)
  })

  test('filtra por categoría y busca sin distinguir acentos ni mayúsculas', async ({ page, request }) => {
    const tag = uniqueTag()
    const token = await apiToken(request)
    await createMedication(request, token, `Ácido Tranexámico ${tag}`, { category: 'Other' })
    await createMedication(request, token, `Almagato Búsqueda ${tag}`, { category: 'Antacid' })
    await createMedication(request, token, `Omeprazol Búsqueda ${tag}`, { category: 'Antacid' })

    await page.goto('/inventory')
    await expect(page).toHaveTitle('Inventario de Medicamentos | Amparo')
    await searchFor(page, `ACIDO tranexamico ${tag}`)
    await expect(rows(page)).toHaveCount(2)
    await expect(row(page, `Ácido Tranexámico ${tag}`)).toBeVisible()
    await expect(page.getByText('Mostrando 1 a 1 de 1 medicamento')).toBeVisible()

    await searchFor(page, tag)
    await expect(rows(page)).toHaveCount(4)
    await page.getByRole('button', { name: 'Antiácido' }).click()
    await expect(page).toHaveURL(/category=Antacid/)
    await expect(rows(page)).toHaveCount(3)
    await expect(row(page, `Ácido Tranexámico ${tag}`)).toHaveCount(0)
    await expect(row(page, `Almagato Búsqueda ${tag}`)).toContainText('Antiácido')

    await page.reload()
    await expect(page.getByLabel('Buscar medicamentos')).toHaveValue(tag)
    await expect(page.getByRole('button', { name: 'Antiácido' })).toHaveAttribute('aria-pressed', 'true')
    await expect(rows(page)).toHaveCount(3)

    await page.getByRole('button', { name: 'Hormona' }).click()
    await expect(table(page).getByText('No se encontraron medicamentos')).toBeVisible()
    await page.getByRole('button', { name: 'Todos' }).click()
    await expect(rows(page)).toHaveCount(4)
  })

  test('pagina de 5 en 5 con «Mostrando X a Y de Z medicamentos»', async ({ page, request }) => {
    const tag = uniqueTag()
    const token = await apiToken(request)
    const names = Array.from({ length: 7 }, (_, index) => `Página ${tag} ${index + 1}`)
    for (const name of names) await createMedication(request, token, name)

    await page.goto(`/inventory?q=${tag}`)
    await expect(page.getByText('Mostrando 1 a 5 de 7 medicamentos')).toBeVisible()
    await expect(rows(page)).toHaveCount(6)
    await expect(rows(page).nth(1)).toContainText(names[0])
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled()

    await page.getByRole('button', { name: 'Siguiente' }).click()
    await expect(page.getByText('Mostrando 6 a 7 de 7 medicamentos')).toBeVisible()
    await expect(page).toHaveURL(/page=2/)
    await expect(rows(page)).toHaveCount(3)
    await expect(rows(page).nth(2)).toContainText(names[6])
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled()

    await page.getByRole('button', { name: 'Anterior' }).click()
    await expect(page.getByText('Mostrando 1 a 5 de 7 medicamentos')).toBeVisible()
  })

  test('crea un medicamento con todos los campos y el precio exacto', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 })
    const name = `Paracetamol Nuevo ${uniqueTag()}`
    const expiry = madridDate(200)
    await page.goto('/inventory')
    await page.getByRole('button', { name: 'Nuevo Medicamento' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nuevo Medicamento' })
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('El nombre es obligatorio.')).toBeVisible()
    await expect(dialog.getByText('La fecha de caducidad es obligatoria.')).toBeVisible()

    await dialog.getByLabel('Nombre').fill(name)
    await dialog.getByRole('combobox', { name: 'Categoría' }).click()
    await page.getByRole('option', { name: 'Analgésico' }).click()
    await dialog.getByRole('combobox', { name: 'Vía de administración' }).click()
    // DESIGN 8's routes, in Spanish.
    await expect(page.getByRole('option')).toHaveCount(14)
    await page.getByRole('option', { name: 'Tópica' }).click()
    await dialog.getByLabel('Concentración').fill('1 g')
    await dialog.getByLabel('Presentación').fill('Comprimidos efervescentes')
    await dialog.getByLabel('Stock', { exact: true }).fill('40')
    await dialog.getByLabel('Stock mínimo').fill('10')
    await dialog.getByLabel('Fecha de caducidad').fill(expiry)
    // A decimal comma, written back the es-ES way with two decimals.
    await dialog.getByLabel('Precio unitario (euros)').fill('12,1')
    await dialog.getByLabel('Precio unitario (euros)').blur()
    await expect(dialog.getByLabel('Precio unitario (euros)')).toHaveValue('12,10')
    await dialog.getByLabel('Ubicación').fill('Armario A · estante 3')
    await dialog.getByLabel('Proveedor').fill('Cofares')
    await dialog.getByLabel('Requiere receta').check()
    await dialog.getByLabel('Notas (opcional)').fill('Disolver en agua')
    await dialog.getByRole('button', { name: 'Guardar' }).click()

    await expect(page.getByText('Medicamento agregado')).toBeVisible()
    await expect(dialog).toBeHidden()
    await searchFor(page, name)
    const created = row(page, name)
    await expect(created).toContainText('1 g · Comprimidos efervescentes · Tópica')
    await expect(created).toContainText('Con receta')
    await expect(created).toContainText('Disolver en agua')
    await expect(created).toContainText('40 / mín. 10')
    await expect(created).toContainText(`Vigente${spanishDate(expiry)}`)
    await expect(created).toContainText('Armario A · estante 3')
    await expect(created).toContainText('Analgésico')
    await expect(created).toContainText('12,10 €')
  })

  test('agrega y retira stock, y dice cuánto queda cuando se pide demasiado', async ({ page, request }) => {
    const medication = await createMedication(request, await apiToken(request), `Stock ${uniqueTag()}`, {
      stock: 10,
      minimumStock: 12,
    })
    await page.goto(`/inventory?q=${encodeURIComponent(medication.name)}`)
    const item = row(page, medication.name)
    await expect(item.getByText('10 / mín. 12')).toHaveClass(/text-destructive/)

    await item.getByRole('button', { name: `Agregar stock de ${medication.name}` }).click()
    const add = page.getByRole('dialog', { name: 'Agregar Stock' })
    await add.getByLabel('Cantidad').fill('5')
    await add.getByLabel('Descripción').fill('Pedido recibido')
    await add.getByRole('button', { name: 'Agregar' }).click()
    await expect(page.getByText('Stock añadido')).toBeVisible()
    await expect(add).toBeHidden()
    await expect(item.getByText('15 / mín. 12')).not.toHaveClass(/text-destructive/)

    await item.getByRole('button', { name: `Retirar stock de ${medication.name}` }).click()
    const remove = page.getByRole('dialog', { name: 'Retirar Stock' })
    await expect(remove).toContainText('15 unidades en stock')
    await remove.getByLabel('Cantidad').fill('20')
    await remove.getByLabel('Descripción').fill('Dosis de la mañana')
    await remove.getByRole('button', { name: 'Retirar' }).click()
    await expect(remove.getByText('No hay suficiente stock: quedan 15 unidades.')).toBeVisible()

    await remove.getByLabel('Cantidad').fill('15')
    await remove.getByRole('button', { name: 'Retirar' }).click()
    await expect(page.getByText('Stock removido')).toBeVisible()
    await expect(item).toContainText('0 / mín. 12')
    await expect(item.getByRole('button', { name: `Retirar stock de ${medication.name}` })).toBeDisabled()
  })

  test('el historial muestra los movimientos, el más reciente primero', async ({ page, request }) => {
    const token = await apiToken(request)
    const medication = await createMedication(request, token, `Historial ${uniqueTag()}`, { stock: 10 })
    await moveStock(request, token, medication._id, 'add', 6, 'Pedido de Cofares')
    await moveStock(request, token, medication._id, 'remove', 4, 'Dosis de la planta 1')

    await page.goto(`/inventory?q=${encodeURIComponent(medication.name)}`)
    await row(page, medication.name)
      .getByRole('button', { name: `Ver los movimientos de ${medication.name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Movimientos de stock' })
    const history = dialog.getByRole('table', { name: `Movimientos de ${medication.name}` }).getByRole('row')
    await expect(history).toHaveCount(4)
    await expect(history.nth(1)).toContainText('Salida')
    await expect(history.nth(1)).toContainText('412Dosis de la planta 1')
    await expect(history.nth(2)).toContainText('Entrada')
    await expect(history.nth(2)).toContainText('616Pedido de Cofares')
    await expect(history.nth(3)).toContainText('1010Existencias iniciales')
    await expect(history.nth(1)).toContainText(demo.name)
    await expect(history.nth(1)).toContainText(new RegExp(`${spanishDate(madridDate())}, \\d{2}:\\d{2}`))
  })

  test('marca «Caduca pronto» a 10 días y «Vigente» a un año', async ({ page, request }) => {
    const tag = uniqueTag()
    const token = await apiToken(request)
    const soon = madridDate(10)
    const later = madridDate(365)
    await createMedication(request, token, `Caducidad Pronto ${tag}`, { expirationDate: soon })
    await createMedication(request, token, `Caducidad Lejos ${tag}`, { expirationDate: later })

    await page.goto(`/inventory?q=${tag}`)
    await expect(row(page, `Caducidad Pronto ${tag}`)).toContainText(`Caduca pronto${spanishDate(soon)}`)
    await expect(row(page, `Caducidad Lejos ${tag}`)).toContainText(`Vigente${spanishDate(later)}`)

    await page.goto(`/inventory?q=${tag}&status=expiring`)
    await expect(page.getByText('Solo caducados o por caducar')).toBeVisible()
    await expect(rows(page)).toHaveCount(2)
    await expect(row(page, `Caducidad Pronto ${tag}`)).toBeVisible()
  })

  test('edita un medicamento, con su principio activo y su código ATC', async ({ page, request }) => {
    const token = await apiToken(request)
    const medication = await createMedication(request, token, `Editar ${uniqueTag()}`, {
      unitPrice: '3.10',
      activeIngredient: 'amoxicilina',
      atcCode: 'J01CA04',
    })
    await page.goto(`/inventory?q=${encodeURIComponent(medication.name)}`)
    await row(page, medication.name)
      .getByRole('button', { name: `Editar ${medication.name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Editar Medicamento' })
    await expect(dialog.getByLabel('Precio unitario (euros)')).toHaveValue('3,10')
    await expect(dialog.getByRole('combobox', { name: 'Categoría' })).toContainText('Analgésico')
    await expect(dialog.getByLabel('Principio activo (opcional)')).toHaveValue('amoxicilina')
    await expect(dialog.getByLabel('Código ATC (opcional)')).toHaveValue('J01CA04')
    await dialog.getByLabel('Ubicación').fill('Nevera · bandeja 2')
    await dialog.getByRole('combobox', { name: 'Categoría' }).click()
    await page.getByRole('option', { name: 'Antiinflamatorio' }).click()
    // The allergy check reads the code: one that is none is refused before it is sent.
    await dialog.getByLabel('Código ATC (opcional)').fill('J1CA')
    await dialog.getByRole('button', { name: 'Actualizar' }).click()
    await expect(dialog.getByText('El código ATC no es válido (por ejemplo, J01CA04).')).toBeVisible()
    await dialog.getByLabel('Código ATC (opcional)').fill('j01cr02')
    await dialog.getByRole('button', { name: 'Actualizar' }).click()

    await expect(page.getByText('Medicamento actualizado')).toBeVisible()
    await expect(row(page, medication.name)).toContainText('Nevera · bandeja 2')
    await expect(row(page, medication.name)).toContainText('Antiinflamatorio')
    const res = await request.get('/api/medications/all', { headers: { Authorization: `Bearer ${token}` } })
    const saved = ((await res.json()) as { medications: { _id: string; activeIngredient: string; atcCode: string }[] })
      .medications.find((m) => m._id === medication._id)
    expect(saved).toMatchObject({ activeIngredient: 'amoxicilina', atcCode: 'J01CR02' })
  })

  test('elimina un medicamento tras confirmar', async ({ page, request }) => {
    const medication = await createMedication(request, await apiToken(request), `Eliminar ${uniqueTag()}`)
    await page.goto(`/inventory?q=${encodeURIComponent(medication.name)}`)
    await row(page, medication.name)
      .getByRole('button', { name: `Eliminar ${medication.name}` })
      .click()
    const confirm = page.getByRole('alertdialog', { name: '¿Estás seguro de que deseas eliminar este medicamento?' })
    await confirm.getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByText('Medicamento eliminado')).toBeVisible()
    await expect(table(page).getByText('No se encontraron medicamentos')).toBeVisible()

    await page.reload()
    await expect(table(page).getByText('No se encontraron medicamentos')).toBeVisible()
  })

  test('/inventory?status=low muestra solo lo que está por debajo del mínimo', async ({ page, request }) => {
    const tag = uniqueTag()
    const token = await apiToken(request)
    await createMedication(request, token, `Bajo ${tag}`, { stock: 2, minimumStock: 5 })
    await createMedication(request, token, `Justo ${tag}`, { stock: 5, minimumStock: 5 })
    await createMedication(request, token, `Sobrado ${tag}`, { stock: 50, minimumStock: 5 })

    await page.goto('/inventory?status=low')
    await expect(page.getByText('Solo stock bajo')).toBeVisible()
    await searchFor(page, tag)
    // Only the one below its minimum: not the one exactly at it.
    await expect(rows(page)).toHaveCount(2)
    await expect(row(page, `Bajo ${tag}`)).toContainText('Stock bajo')

    await page.getByRole('button', { name: 'Quitar el filtro «Solo stock bajo»' }).click()
    await expect(page).not.toHaveURL(/status=/)
    await expect(rows(page)).toHaveCount(4)
  })
})

test.describe('permisos', () => {
  test('una trabajadora social consulta el inventario y su historial, sin poder cambiarlo', async ({
    page,
    request,
  }) => {
    const medication = await createMedication(request, await apiToken(request), `Lectura ${uniqueTag()}`)
    const worker = createUser('socialworker')
    await signIn(page, worker.username, worker.password)

    await page.goto(`/inventory?q=${encodeURIComponent(medication.name)}`)
    const item = row(page, medication.name)
    await expect(item.getByRole('button')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Nuevo Medicamento' })).toHaveCount(0)
    await item.getByRole('button', { name: `Ver los movimientos de ${medication.name}` }).click()
    await expect(page.getByRole('dialog', { name: 'Movimientos de stock' })).toContainText('Existencias iniciales')

    const token = await apiToken(request, worker.username, worker.password)
    const res = await request.put(`/api/medications/${medication._id}/remove-stock`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { medicationId: medication._id, quantity: 1, description: 'Prueba' },
    })
    expect(res.status()).toBe(403)
  })

  // DESIGN 7: medications are created, edited and deleted with inventory.manage (administrative only).
  test('una enfermera agrega y retira stock, pero no crea, edita ni elimina medicamentos', async ({ page, request }) => {
    const medication = await createMedication(request, await apiToken(request), `Enfermería ${uniqueTag()}`)
    const nurse = createUser('nurse')
    await signIn(page, nurse.username, nurse.password)

    await page.goto(`/inventory?q=${encodeURIComponent(medication.name)}`)
    const item = row(page, medication.name)
    await expect(item.getByRole('button', { name: `Agregar stock de ${medication.name}` })).toBeVisible()
    await expect(item.getByRole('button', { name: `Retirar stock de ${medication.name}` })).toBeVisible()
    await expect(item.getByRole('button', { name: `Editar ${medication.name}` })).toHaveCount(0)
    await expect(item.getByRole('button', { name: `Eliminar ${medication.name}` })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Nuevo Medicamento' })).toHaveCount(0)

    const token = await apiToken(request, nurse.username, nurse.password)
    const res = await request.delete(`/api/medications/${medication._id}`, { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status()).toBe(403)
  })
})

test.describe('en el móvil', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('muestra tarjetas con stock, caducidad y acciones', async ({ page, request }) => {
    const medication = await createMedication(request, await apiToken(request), `Móvil ${uniqueTag()}`, {
      stock: 3,
      minimumStock: 6,
    })
    await signIn(page, demo.username, demo.password)
    await page.goto(`/inventory?q=${encodeURIComponent(medication.name)}`)
    const cards = page.getByRole('list', { name: 'Medicamentos del inventario' }).getByRole('listitem')
    await expect(cards).toHaveCount(1)
    await expect(table(page)).toBeHidden()
    await expect(cards.first()).toContainText('3 / mín. 6')
    await expect(cards.first()).toContainText('Stock bajo')
    await expect(cards.first()).toContainText('1,25 €')
    await expect(cards.first().getByRole('button', { name: `Agregar stock de ${medication.name}` })).toBeVisible()
  })
})
