import { expect, test, type Page } from './fixtures'
import { demo, signIn, uniqueTag } from './helpers'
import { createActivity, createPost } from './operations'
import { apiToken } from './residents'

/** The figure of one of the two counters. */
async function counter(page: Page, label: 'Actividades' | 'Publicaciones') {
  const value = page.getByRole('region', { name: label, exact: true }).locator('[data-slot="stat-value"]')
  await expect(value).toHaveText(/^\d+$/)
  return Number(await value.textContent())
}

const feedPost = (page: Page, title: string) => page.getByRole('article', { name: title })

test.describe('dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.username, demo.password)
  })

  test('los contadores suben al crear una actividad y una publicación, que aparece en Publicaciones Recientes', async ({
    page,
    request,
  }) => {
    await expect(page.getByRole('heading', { name: `Hola, ${demo.name}`, exact: false })).toBeVisible()
    const activities = await counter(page, 'Actividades')
    const posts = await counter(page, 'Publicaciones')
    expect(activities).toBeGreaterThanOrEqual(10)
    expect(posts).toBeGreaterThanOrEqual(4)

    const token = await apiToken(request)
    const title = `Visita de los nietos ${uniqueTag()}`
    await createActivity(request, token, `Coro de Navidad ${uniqueTag()}`)
    await createPost(request, token, title)

    await page.reload()
    expect(await counter(page, 'Actividades')).toBeGreaterThan(activities)
    expect(await counter(page, 'Publicaciones')).toBeGreaterThan(posts)
    const item = feedPost(page, title)
    await expect(item).toContainText('Lucía Fernández Ortega')
    await expect(item).toContainText(`Texto de ${title}.`)
    await expect(item.getByRole('img', { name: `Foto de la publicación ${title}` })).toBeVisible()
    await expect(item).toContainText('0 me gusta')
    await expect(item).toContainText('0 comentarios')
  })

  test('me gusta y comentar se guardan', async ({ page, request }) => {
    test.slow() // likes and a comment, each checked again after a reload
    const title = `Taller de cocina ${uniqueTag()}`
    await createPost(request, await apiToken(request), title)
    await page.reload()
    const item = feedPost(page, title)

    const like = item.getByRole('button', { name: 'Me gusta' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(item).toContainText('1 me gusta')
    await expect(like).toBeEnabled()
    await page.reload()
    await expect(item.getByRole('button', { name: 'Me gusta' })).toHaveAttribute('aria-pressed', 'true')
    await expect(item).toContainText('1 me gusta')
    await item.getByRole('button', { name: 'Me gusta' }).click()
    await expect(item).toContainText('0 me gusta')

    await item.getByRole('button', { name: 'Comentar' }).click()
    await item.getByRole('button', { name: 'Enviar comentario' }).click()
    await expect(item.getByText('El comentario no puede estar vacío.')).toBeVisible()
    await item.getByLabel('Tu comentario').fill('¡Qué rico olía todo!')
    await item.getByRole('button', { name: 'Enviar comentario' }).click()
    const comments = item.getByRole('list', { name: `Comentarios de ${title}` })
    await expect(comments).toContainText('¡Qué rico olía todo!')
    await expect(comments).toContainText('Lucía Fernández Ortega')
    await expect(item).toContainText('1 comentario')
    await expect(item.getByLabel('Tu comentario')).toHaveValue('')

    await page.reload()
    await expect(item).toContainText('1 comentario')
    await item.getByRole('button', { name: 'Comentar' }).click()
    await expect(item.getByRole('list', { name: `Comentarios de ${title}` })).toContainText('¡Qué rico olía todo!')
  })

  test('compartir copia el texto de la publicación cuando no hay menú de compartir', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const title = `Huerto urbano ${uniqueTag()}`
    await createPost(request, await apiToken(request), title)
    await page.reload()
    await feedPost(page, title).getByRole('button', { name: 'Compartir' }).click()
    await expect(page.getByText('Texto copiado')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(`${title}\n\nTexto de ${title}.\n\nLucía Fernández Ortega · Amparo`)
  })

  test('Próximas Actividades: las cinco primeras que no han terminado, con punto verde azulado si están por venir', async ({
    page,
  }) => {
    const list = page.getByRole('list', { name: 'Próximas Actividades' })
    const items = list.getByRole('listitem')
    await expect(items).toHaveCount(5)
    // The demo's bingo was two days ago: over, so not upcoming, and never «Ya ha comenzado» (issue 25).
    await expect(list).not.toContainText('Bingo solidario')
    await expect(list).not.toContainText('Ya ha comenzado')
    await expect(list.locator('[data-phase="ended"]')).toHaveCount(0)
    const first = items.first()
    await expect(first).toContainText('Taller de memoria')
    await expect(first).toContainText('Sala de estar')
    await expect(first).toContainText('10:30 - 11:30')
    await expect(first).toContainText('(Programada)')
    await expect(items.last().locator('[data-phase]')).toHaveAttribute('data-phase', 'scheduled')
    await expect(items.last().locator('[data-phase]')).toHaveClass(/bg-teal-600/)
  })

  test('Requiere atención lista un medicamento bajo mínimos y lleva al inventario filtrado', async ({ page }) => {
    const low = page.getByRole('list', { name: 'Stock bajo' })
    const demoLow = low.getByRole('link', { name: /Ibuprofeno|Metamizol|Insulina glargina/ }).first()
    await expect(demoLow).toContainText(/Quedan \d+ \(mínimo \d+\)/)
    const name = (await demoLow.locator('span').first().textContent())!
    await demoLow.click()
    await expect(page).toHaveURL(/\/inventory\?q=/)
    await expect(page.getByRole('heading', { name: 'Inventario de Medicamentos', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Buscar medicamentos')).toHaveValue(name)

    await page.goBack()
    await page.getByRole('link', { name: 'Ver stock bajo' }).click()
    await expect(page).toHaveURL(/\/inventory\?status=low$/)
    await page.goBack()
    await page.getByRole('link', { name: 'Ver caducidades' }).click()
    await expect(page).toHaveURL(/\/inventory\?status=expiring$/)
  })

  // Issue 25: every link of the dashboard is a touch target of at least 44 px, on the tablet and on the phone.
  for (const viewport of [
    { width: 800, height: 1280 },
    { width: 390, height: 844 },
  ]) {
    test(`los enlaces del panel miden al menos 44 px de alto (${viewport.width}x${viewport.height})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await expect(page.getByRole('link', { name: 'Ver todas las actividades' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Ver stock bajo' })).toBeVisible()
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('main a')]
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => ({ text: (link.textContent ?? '').trim().slice(0, 40), height: link.getBoundingClientRect().height }))
          .filter((link) => link.height < 44),
      )
      expect(small).toEqual([])
    })
  }

  test.describe('en el móvil', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('todo cabe en el ancho del teléfono y las actividades van antes que el muro', async ({ page }) => {
      await expect(page.getByRole('list', { name: 'Próximas Actividades' })).toBeVisible()
      await expect(page.getByRole('article').first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      const upcoming = await page.getByRole('list', { name: 'Próximas Actividades' }).boundingBox()
      const feed = await page.getByRole('heading', { name: 'Publicaciones Recientes' }).boundingBox()
      expect(upcoming!.y).toBeLessThan(feed!.y)
    })
  })
})
