import { expect, test } from './fixtures'
import { createUser, demo, signIn, uniqueTag } from './helpers'
import { confirmDelete, downloadOf, openTab, recordIds, showTab, toast } from './records'
import { apiToken, createResident } from './residents'

test.describe('registros del residente', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.username, demo.password)
  })

  test('Notas TS: crea, busca, añade observaciones, imprime, descarga el reporte y elimina', async ({
    page,
    request,
  }) => {
    const resident = await createResident(request, await apiToken(request), `Rosario Social ${uniqueTag()}`)
    const modal = await openTab(page, resident, 'Notas TS')
    await expect(modal.getByRole('heading', { name: `Notas de ${resident.name}` })).toBeVisible()
    await expect(modal.getByText('Sin notas registradas.').filter({ visible: true })).toBeVisible()

    // Nueva Nota: today and now by default; the primary observation is required.
    await modal.getByRole('button', { name: 'Nueva Nota' }).click()
    let dialog = page.getByRole('dialog', { name: 'Nueva Nota' })
    await expect(dialog.locator('input[name="date"]')).not.toHaveValue('')
    await expect(dialog.locator('input[name="time"]')).not.toHaveValue('')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('La observación principal es requerida.')).toBeVisible()
    const long = 'Entrevista con la hija: está contenta con la adaptación y pide más actividades de música por las tardes.'
    await dialog.getByLabel('Observación principal').fill(long)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Nota Creada')).toBeVisible()

    await modal.getByRole('button', { name: 'Nueva Nota' }).click()
    dialog = page.getByRole('dialog', { name: 'Nueva Nota' })
    await dialog.getByLabel('Observación principal').fill('Trámite de la ayuda por dependencia.')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()

    const table = modal.getByRole('table', { name: 'Notas de trabajo social' })
    await expect(table.getByRole('row')).toHaveCount(3)
    const cut = table.getByText('Entrevista con la hija: está contenta con la adaptación y pi…')
    await expect(cut).toHaveAttribute('title', long)

    // The search ignores accents and case.
    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('TRAMITE DEPENDENCIA')
    await expect(table.getByText('Ningún registro coincide con la búsqueda.')).toBeVisible()
    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('tramite de la AYUDA')
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByText('Trámite de la ayuda por dependencia.')).toBeVisible()
    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('')

    // Edit: the note is read-only, new observations are added (one added and removed again).
    const row = table.getByRole('row').filter({ hasText: 'Entrevista con la hija' })
    await row.getByRole('button', { name: /^Editar la nota del/ }).click()
    dialog = page.getByRole('dialog', { name: 'Editar Nota' })
    await expect(dialog.getByLabel('Observación principal')).toHaveAttribute('readonly', '')
    await expect(dialog.getByLabel('Observación principal')).toHaveValue(long)
    await expect(dialog.getByText('Todavía no hay observaciones adicionales.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Añadir observación' }).click()
    await dialog.getByRole('button', { name: 'Quitar la observación nueva 2' }).click()
    await dialog.getByLabel('Observación', { exact: true }).fill('Llamada de la hija: vendrá el domingo.')
    await dialog.getByRole('button', { name: 'Actualizar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Nota Actualizada')).toBeVisible()

    await row.getByRole('button', { name: /^Editar la nota del/ }).click()
    dialog = page.getByRole('dialog', { name: 'Editar Nota' })
    await expect(dialog.getByText('Llamada de la hija: vendrá el domingo.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: /^Quitar/ })).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(dialog).toBeHidden()

    // One note's PDF and the resident's report, under SPEC's names.
    const [, firstId] = await recordIds(request, `notessocialworker/${resident._id}`)
    const name = await downloadOf(page, () => row.getByRole('button', { name: /^Descargar el PDF de la nota/ }).click())
    expect(name).toBe(`nota_socialworker_${firstId}.pdf`)
    await expect(toast(page, 'PDF Descargado')).toBeVisible()
    const report = await downloadOf(page, () => modal.getByRole('button', { name: 'Descargar Notas' }).click())
    expect(report).toBe('notes_socialworker_report.pdf')
    await expect(toast(page, 'Reporte Descargado')).toBeVisible()

    // Delete both, after the confirmation.
    await row.getByRole('button', { name: /^Eliminar la nota/ }).click()
    await confirmDelete(page, '¿Eliminar esta nota?')
    await expect(toast(page, 'Nota Eliminada')).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(2)
    await table.getByRole('button', { name: /^Eliminar la nota/ }).click()
    await confirmDelete(page, '¿Eliminar esta nota?')
    await expect(modal.getByText('Sin notas registradas.').filter({ visible: true })).toBeVisible()
  })

  test('Notas: crea para el residente del modal, busca, edita, imprime, descarga el reporte y elimina', async ({
    page,
    request,
  }) => {
    const resident = await createResident(request, await apiToken(request), `Eulalia General ${uniqueTag()}`)
    const modal = await openTab(page, resident, 'Notas')
    await expect(modal.getByText('No hay registros.').filter({ visible: true })).toBeVisible()

    await modal.getByRole('button', { name: 'Nueva Nota' }).click()
    let dialog = page.getByRole('dialog', { name: 'Nueva Nota' })
    await expect(dialog.getByLabel('Residente')).toBeDisabled()
    await expect(dialog.getByLabel('Residente')).toHaveValue(resident.name)
    await dialog.locator('input[name="time"]').fill('')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('La hora es requerida.')).toBeVisible()
    await expect(dialog.getByText('Las observaciones son requeridas.')).toBeVisible()
    await dialog.locator('input[name="time"]').fill('08:30')
    await dialog.getByLabel('Observaciones').fill('Ha desayunado poco; avisar a cocina para la merienda de media mañana.')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Nota creada')).toBeVisible()

    const table = modal.getByRole('table', { name: 'Notas generales' })
    const row = table.getByRole('row').filter({ hasText: '08:30' })
    await expect(row).toContainText('Ha desayunado poco; avisar a cocina para la merienda de medi…')
    await expect(row).toContainText(demo.name)

    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('MANANA')
    await expect(row).toBeVisible()
    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('cena')
    await expect(modal.getByText('Ningún registro coincide con la búsqueda.').filter({ visible: true })).toBeVisible()
    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('')

    await row.getByRole('button', { name: /^Editar la nota del/ }).click()
    dialog = page.getByRole('dialog', { name: 'Editar Nota' })
    await dialog.getByLabel('Observaciones').fill('Ha desayunado bien.')
    await dialog.getByRole('button', { name: 'Actualizar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Nota actualizada')).toBeVisible()
    await expect(row).toContainText('Ha desayunado bien.')

    const [id] = await recordIds(request, `notes/${resident._id}`)
    expect(await downloadOf(page, () => row.getByRole('button', { name: /^Descargar el PDF/ }).click())).toBe(
      `nota_${id}.pdf`,
    )
    expect(await downloadOf(page, () => modal.getByRole('button', { name: 'Descargar Notas' }).click())).toBe(
      'notes_general_report.pdf',
    )

    await row.getByRole('button', { name: /^Eliminar la nota/ }).click()
    await confirmDelete(page, '¿Eliminar esta nota?')
    await expect(toast(page, 'Nota eliminada')).toBeVisible()
    await expect(modal.getByText('No hay registros.').filter({ visible: true })).toBeVisible()
  })

  test('Cuidados: registra el día con sus cuidados, edita, imprime, descarga el reporte y elimina', async ({
    page,
    request,
  }) => {
    const resident = await createResident(request, await apiToken(request), `Petra Cuidados ${uniqueTag()}`)
    const modal = await openTab(page, resident, 'Cuidados')
    // "Registrado por" needs the room the sidebar takes on a 1280 px screen.
    await page.getByRole('button', { name: 'Contraer menú lateral' }).click()
    await expect(modal.getByText('Sin registros diarios.').filter({ visible: true })).toBeVisible()

    await modal.getByRole('button', { name: 'Nuevo Registro' }).click()
    let dialog = page.getByRole('dialog', { name: 'Nuevo registro diario' })
    await dialog.locator('input[name="date"]').fill('')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('La fecha es requerida.')).toBeVisible()
    await dialog.locator('input[name="date"]').fill('2026-03-14')
    await dialog.getByLabel('Baño').check()
    await dialog.getByLabel('Comida').check()
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Registro guardado')).toBeVisible()

    const table = modal.getByRole('table', { name: 'Registros de cuidados diarios' })
    const row = table.getByRole('row').filter({ hasText: '14/03/2026' })
    const marks = ['✓Sí', '—No', '✓Sí', '—No', '—No']
    for (const [index, mark] of marks.entries()) await expect(row.getByRole('cell').nth(index + 1)).toHaveText(mark)
    await expect(row.getByRole('cell').nth(6)).toContainText(demo.name)

    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('14/03')
    await expect(table.getByRole('row')).toHaveCount(2)

    await row.getByRole('button', { name: /^Editar el registro del/ }).click()
    dialog = page.getByRole('dialog', { name: 'Editar registro diario' })
    await expect(dialog.getByLabel('Baño')).toBeChecked()
    await dialog.getByLabel('Baño').uncheck()
    await dialog.getByLabel('Cena').check()
    await dialog.getByRole('button', { name: 'Actualizar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Registro actualizado')).toBeVisible()
    await expect(row.getByRole('cell').nth(1)).toHaveText('—No')
    await expect(row.getByRole('cell').nth(4)).toHaveText('✓Sí')

    const [id] = await recordIds(request, `care-records/${resident._id}`)
    expect(await downloadOf(page, () => row.getByRole('button', { name: /^Descargar el PDF/ }).click())).toBe(
      `cuidados_${id}.pdf`,
    )
    expect(await downloadOf(page, () => modal.getByRole('button', { name: 'Descargar Cuidados' }).click())).toBe(
      'cuidados_report.pdf',
    )

    await row.getByRole('button', { name: /^Eliminar el registro/ }).click()
    await confirmDelete(page, '¿Eliminar este registro?')
    await expect(toast(page, 'Registro eliminado')).toBeVisible()
    await expect(modal.getByText('Sin registros diarios.').filter({ visible: true })).toBeVisible()
  })
})

test('una enfermera lee las Notas TS sin poder escribirlas, y escribe notas generales', async ({ page, request }) => {
  const token = await apiToken(request)
  const resident = await createResident(request, token, `Jacinta Lectura ${uniqueTag()}`)
  const res = await request.post('/api/notessocialworker', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      residentId: resident._id,
      date: '2026-03-10',
      time: '10:00',
      primaryObservation: 'Valoración social inicial.',
      additionalObservations: [],
    },
  })
  expect(res.status()).toBe(201)
  const nurse = createUser('nurse')
  await signIn(page, nurse.username, nurse.password)

  const modal = await openTab(page, resident, 'Notas TS')
  const table = modal.getByRole('table', { name: 'Notas de trabajo social' })
  await expect(table.getByText('Valoración social inicial.')).toBeVisible()
  await expect(modal.getByText(/las escriben las trabajadoras sociales/)).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Nueva Nota' })).toHaveCount(0)
  await expect(table.getByRole('button', { name: /^(Editar|Eliminar)/ })).toHaveCount(0)
  await expect(table.getByRole('button', { name: /^Descargar el PDF/ })).toBeEnabled()

  await showTab(page, 'Notas')
  await expect(modal.getByRole('button', { name: 'Nueva Nota' })).toBeVisible()
})
