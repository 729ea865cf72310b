import { expect, test, type Page } from './fixtures'
import { createUser, demo, signIn, uniqueTag } from './helpers'

const table = (page: Page) => page.getByRole('table', { name: 'Actividades' })
const row = (page: Page, title: string) => table(page).getByRole('row', { name: new RegExp(title) })

test.describe('gestión de actividades', () => {
  test('Nueva Actividad dice qué falta, con los mensajes de SPEC', async ({ page }) => {
    await signIn(page, demo.username, demo.password)
    await page.goto('/activities')
    await expect(page).toHaveTitle('Gestión de Actividades | Amparo')
    await expect(page.getByRole('heading', { name: 'Gestión de Actividades', level: 1 })).toBeVisible()

    await page.getByRole('button', { name: 'Nueva Actividad' }).click()
    const modal = page.getByRole('dialog', { name: 'Nueva Actividad' })
    await modal.getByRole('button', { name: 'Guardar' }).click()
    for (const message of [
      'El título es requerido.',
      'La descripción es requerida.',
      'El lugar es requerido.',
      'La fecha de inicio es requerida.',
      'La hora de inicio es requerida.',
      'La fecha de finalización es requerida.',
      'La hora de finalización es requerida.',
    ]) {
      await expect(modal.getByText(message)).toBeVisible()
    }
    await modal.getByRole('button', { name: 'Cancelar' }).click()
    await expect(modal).toBeHidden()
  })

  test('crea, edita y elimina una actividad; el fin debe ser posterior al inicio', async ({ page }) => {
    test.slow() // create, edit and delete, with two reloads
    const title = `Taller de pintura ${uniqueTag()}`
    await signIn(page, demo.username, demo.password)
    await page.goto('/activities')
    await page.getByRole('button', { name: 'Nueva Actividad' }).click()
    const modal = page.getByRole('dialog', { name: 'Nueva Actividad' })
    await modal.getByLabel('Título').fill(title)
    await modal.getByLabel('Lugar').fill('Sala común')
    await modal.getByLabel('Descripción').fill('Acuarelas y música tranquila.')
    await modal.getByLabel('Fecha de inicio').fill('2031-03-10')
    await expect(modal.getByLabel('Fecha de finalización')).toHaveValue('2031-03-10')
    await modal.getByLabel('Hora de inicio').fill('10:00')
    await modal.getByLabel('Hora de finalización').fill('09:30')
    await modal.getByRole('button', { name: 'Guardar' }).click()
    await expect(modal.getByText('La finalización debe ser posterior al inicio.')).toBeVisible()

    await modal.getByLabel('Hora de finalización').fill('11:30')
    await modal.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('La actividad se ha creado correctamente.')).toBeVisible()
    await expect(modal).toBeHidden()
    await expect(row(page, title)).toContainText('Sala común')
    await expect(row(page, title)).toContainText('10/03/2031, 10:00')
    await expect(row(page, title)).toContainText('10/03/2031, 11:30')

    await row(page, title).getByRole('button', { name: `Editar la actividad ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Editar Actividad' })
    await expect(edit.getByLabel('Título')).toHaveValue(title)
    await edit.getByLabel('Lugar').fill('Jardín')
    await edit.getByRole('button', { name: 'Actualizar' }).click()
    await expect(page.getByText('La actividad se ha actualizado correctamente.')).toBeVisible()
    await expect(edit).toBeHidden()
    await page.reload()
    await expect(row(page, title)).toContainText('Jardín')

    await row(page, title).getByRole('button', { name: `Eliminar la actividad ${title}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar actividad' })
    await expect(confirm).toContainText(
      '¿Estás seguro de que deseas eliminar esta actividad? Esta acción no se puede deshacer.',
    )
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click()
    await expect(page.getByText('La actividad se ha eliminado correctamente.')).toBeVisible()
    await expect(row(page, title)).toHaveCount(0)
    await page.reload()
    await expect(table(page).getByRole('row', { name: /Bingo solidario/ })).toBeVisible()
    await expect(row(page, title)).toHaveCount(0)
  })

  test('una enfermera edita sus actividades, pero no las de otros', async ({ page }) => {
    const nurse = createUser('nurse')
    const title = `Lectura en voz alta ${uniqueTag()}`
    await signIn(page, nurse.username, nurse.password)
    await page.goto('/activities')
    await expect(table(page).getByRole('row', { name: /Bingo solidario/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Editar la actividad Bingo solidario' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Eliminar la actividad Bingo solidario' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Nueva Actividad' }).click()
    const modal = page.getByRole('dialog', { name: 'Nueva Actividad' })
    await modal.getByLabel('Título').fill(title)
    await modal.getByLabel('Lugar').fill('Biblioteca')
    await modal.getByLabel('Descripción').fill('Un capítulo cada tarde.')
    await modal.getByLabel('Fecha de inicio').fill('2031-04-02')
    await modal.getByLabel('Hora de inicio').fill('17:00')
    await modal.getByLabel('Hora de finalización').fill('18:00')
    await modal.getByRole('button', { name: 'Guardar' }).click()
    await expect(row(page, title)).toBeVisible()
    await expect(row(page, title).getByRole('button', { name: `Editar la actividad ${title}` })).toBeVisible()
    await expect(row(page, title).getByRole('button', { name: `Eliminar la actividad ${title}` })).toBeVisible()
    await expect(row(page, title)).toContainText(nurse.name)
  })

  test.describe('en el móvil', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('las actividades se muestran en tarjetas', async ({ page }) => {
      await signIn(page, demo.username, demo.password)
      await page.goto('/activities')
      const cards = page.getByRole('list', { name: 'Actividades' })
      await expect(cards).toBeVisible()
      await expect(table(page)).toBeHidden()
      const bingo = cards.getByRole('listitem').filter({ hasText: 'Bingo solidario' })
      await expect(bingo).toContainText('Comedor')
      await expect(bingo.getByRole('button', { name: 'Editar la actividad Bingo solidario' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  })
})
