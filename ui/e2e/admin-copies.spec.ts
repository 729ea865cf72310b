import { expect, test } from './fixtures'
import { createUser, demo, openAs, signIn } from './helpers'

test.describe('copias y réplica en Administración', () => {
  test.use({ viewport: { width: 800, height: 1280 } })

  test('la administración ve la última copia verificada y que no hay réplica fuera de la residencia; una enfermera no ve ninguna de las dos', async ({
    page,
    browser,
  }) => {
    await signIn(page, demo.username, demo.password)
    await page.goto('/admin')
    const copies = page.getByRole('region', { name: 'Copias de seguridad' })
    await expect(copies).toContainText('Última copia')
    await expect(copies).toContainText('VerificadaSí')
    const replica = page.getByRole('region', { name: 'Réplica fuera de la residencia' })
    await expect(replica).toContainText('No hay réplica configurada')
    await expect(page.getByRole('alert').filter({ hasText: 'réplica' })).toHaveCount(0)

    const nursePage = await openAs(browser, createUser('nurse'))
    await nursePage.goto('/admin')
    await expect(nursePage.getByRole('heading', { name: 'Gestión de Personal', level: 1 })).toBeVisible()
    await expect(nursePage.getByRole('region', { name: 'Copias de seguridad' })).toHaveCount(0)
    await expect(nursePage.getByRole('region', { name: 'Réplica fuera de la residencia' })).toHaveCount(0)
  })
})
