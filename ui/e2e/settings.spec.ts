import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from './fixtures'
import { createUser, demo, signIn, signOut } from './helpers'

type Home = Record<string, string | number>

async function tokenFor(request: APIRequestContext, identifier: string, password: string) {
  const res = await request.post('/api/auth/signin', { data: { identifier, password, rememberMe: false } })
  expect(res.ok()).toBe(true)
  return (await res.json()).token as string
}

test.describe('datos de la residencia', () => {
  test('un administrativo cambia el nombre y la dirección, y la página de inicio los muestra', async ({ page, request }) => {
    const original = (await (await request.get('/api/settings/public')).json()) as Home
    const suffix = randomUUID().slice(0, 6)
    const homeName = `Residencia Los Olivos ${suffix}`
    const address = `Calle del Ensayo ${suffix}, 28002 Madrid`
    try {
      await signIn(page, demo.username, demo.password)
      await page.goto('/profile')
      const form = page.getByRole('form', { name: 'Datos de la residencia' })
      await expect(form.locator('input[name="homeName"]')).toHaveValue(String(original.homeName))
      await expect(form.locator('input[name="visitingHours"]')).toHaveValue('10am-5pm')

      await form.locator('input[name="homeName"]').fill('')
      await form.locator('input[name="address"]').fill('')
      await form.getByRole('button', { name: 'Guardar' }).click()
      await expect(form.getByText('El nombre de la residencia es obligatorio.')).toBeVisible()
      await expect(form.getByText('La dirección es obligatoria.')).toBeVisible()

      await form.locator('input[name="homeName"]').fill(homeName)
      await form.locator('input[name="address"]').fill(address)
      await form.getByRole('button', { name: 'Guardar' }).click()
      await expect(page.getByText('Datos guardados')).toBeVisible()
      await expect(form.getByRole('button', { name: 'Guardar' })).toBeEnabled()

      // Signed-in users are sent from / to the dashboard: leave, then open the landing page.
      await signOut(page)
      await page.getByRole('link', { name: 'Volver a la página de inicio' }).click()
      await expect(page).toHaveURL(/\/$/)
      const footer = page.getByRole('contentinfo')
      await expect(footer).toContainText(homeName)
      await expect(footer).toContainText(address)
      await expect(footer).toContainText('10am-5pm')
      await expect(footer).toContainText('+34 910 000 000')

      await page.reload()
      await expect(page.getByRole('contentinfo')).toContainText(homeName)
    } finally {
      const token = await tokenFor(request, demo.username, demo.password)
      const res = await request.put('/api/settings', { headers: { Authorization: `Bearer ${token}` }, data: original })
      expect(res.ok()).toBe(true)
    }
  })

  test('quien no es administrativo no ve la tarjeta y el servidor tampoco le deja guardar', async ({ page, request }) => {
    const user = createUser('nurse')
    await signIn(page, user.username, user.password)
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Datos de la residencia' })).toHaveCount(0)
    await expect(page.locator('input[name="homeName"]')).toHaveCount(0)

    const token = await page.evaluate(() => localStorage.getItem('token'))
    const current = await (await request.get('/api/settings/public')).json()
    const res = await request.put('/api/settings', { headers: { Authorization: `Bearer ${token}` }, data: current })
    expect(res.status()).toBe(403)
    expect((await res.json()).message).toBe('No tienes permiso para realizar esta acción.')
  })
})
