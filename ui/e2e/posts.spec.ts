import { expect, test, type Page } from './fixtures'
import { demo, signIn, uniqueTag } from './helpers'
import { photoPath } from './operations'

const table = (page: Page) => page.getByRole('table', { name: 'Publicaciones' })
const row = (page: Page, text: string) => table(page).getByRole('row', { name: new RegExp(text) })
const photoInput = (page: Page) => page.locator('input[type="file"][name="photo"]')

test.describe('gestión de posts', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.username, demo.password)
  })

  test('publica con foto, edita manteniendo la foto y elimina', async ({ page }) => {
    test.slow() // publish with a photo, edit, delete, with two reloads
    const title = `Paseo por el jardín ${uniqueTag()}`
    await page.goto('/posts')
    await expect(page).toHaveTitle('Gestión de Posts | Amparo')

    await page.getByRole('button', { name: 'Nueva Publicación' }).click()
    const modal = page.getByRole('dialog', { name: 'Nueva Publicación' })
    await expect(modal.getByText('PNG, JPG o GIF hasta 10 MB')).toBeVisible()
    await expect(modal.getByRole('radio', { name: 'Ambos' })).toBeChecked()
    await modal.getByRole('button', { name: 'Publicar' }).click()
    await expect(modal.getByText('El contenido es requerido.')).toBeVisible()
    await expect(modal.getByText('La foto es requerida.')).toBeVisible()

    await photoInput(page).setInputFiles({ name: 'acta.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
    await expect(modal.getByText('La foto debe ser una imagen PNG, JPG, GIF o WebP.')).toBeVisible()
    await photoInput(page).setInputFiles(photoPath)
    await expect(modal.getByRole('img', { name: 'Vista previa de la foto' })).toHaveAttribute('src', /^data:image\/png/)
    await expect(modal.getByText('La foto debe ser una imagen PNG, JPG, GIF o WebP.')).toBeHidden()

    await modal.getByLabel(/Título/).fill(title)
    await modal.getByLabel('Contenido').fill('Hoy hemos salido a ver las flores del jardín.')
    await modal.getByRole('radio', { name: 'Familias' }).check()
    await modal.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText('La publicación se ha creado correctamente.')).toBeVisible()
    await expect(modal).toBeHidden()
    await expect(row(page, title)).toContainText('Familias')
    const thumbnail = row(page, title).getByRole('img', { name: `Foto de la publicación ${title}` })
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/images\/.+\?size=thumb$/)
    const photo = await thumbnail.getAttribute('src')
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    await row(page, title).getByRole('button', { name: `Editar la publicación ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Editar Publicación' })
    await expect(edit.getByRole('img', { name: 'Vista previa de la foto' })).toHaveAttribute('src', /^\/api\/images\//)
    await expect(edit.getByText(/Si no eliges otra, se mantiene la foto actual/)).toBeVisible()
    await expect(edit.getByRole('radio', { name: 'Familias' })).toBeChecked()
    await edit.getByLabel('Contenido').fill('Hoy hemos salido a ver las rosas del jardín.')
    await edit.getByRole('button', { name: 'Actualizar' }).click()
    await expect(page.getByText('La publicación se ha actualizado correctamente.')).toBeVisible()
    await page.reload()
    await expect(row(page, title)).toContainText('las rosas del jardín')
    await expect(row(page, title).getByRole('img', { name: `Foto de la publicación ${title}` })).toHaveAttribute(
      'src',
      photo!,
    )

    await row(page, title).getByRole('button', { name: `Eliminar la publicación ${title}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar publicación' })
    await expect(confirm).toContainText(
      '¿Estás seguro de que deseas eliminar esta publicación? Esta acción no se puede deshacer.',
    )
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click()
    await expect(page.getByText('La publicación se ha eliminado correctamente.')).toBeVisible()
    await expect(row(page, title)).toHaveCount(0)
    await page.reload()
    await expect(row(page, 'Fiesta de otoño')).toBeVisible()
    await expect(row(page, title)).toHaveCount(0)
  })

  test.describe('en el móvil', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('las publicaciones se muestran en tarjetas con su título y su foto', async ({ page }) => {
      await page.goto('/posts')
      const cards = page.getByRole('list', { name: 'Publicaciones' })
      await expect(cards).toBeVisible()
      await expect(table(page)).toBeHidden()
      const card = cards.getByRole('listitem').filter({ hasText: 'Fiesta de otoño' })
      await expect(card.getByText('Fiesta de otoño', { exact: true })).toBeVisible()
      await expect(card.getByRole('img', { name: 'Foto de la publicación Fiesta de otoño' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  })
})
