import { expect, test } from './fixtures'
import { createUser, demo, signIn, signOut } from './helpers'

test.describe('sin sesión', () => {
  for (const path of ['/dashboard', '/patients', '/admin', '/profile', '/inventory', '/activities', '/posts']) {
    test(`${path} lleva a /signin`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/signin$/)
    })
  }

  test('una ruta desconocida lleva a la página de inicio', async ({ page }) => {
    await page.goto('/esto-no-existe')
    await expect(page).toHaveURL(/\/$/)
    await expect(page).toHaveTitle('Amparo | Inicio')
  })

  test('el formulario de acceso explica qué falta, en español', async ({ page }) => {
    await page.goto('/signin')
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
    await expect(page.getByText('El correo electrónico o usuario es obligatorio.')).toBeVisible()
    await expect(page.getByText('La contraseña es obligatoria.')).toBeVisible()
    await expect(page.locator('input[name="identifier"]')).toHaveAttribute('aria-invalid', 'true')

    await page.locator('input[name="identifier"]').fill('admin')
    await page.locator('input[name="password"]').fill('123')
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeVisible()
    await expect(page).toHaveURL(/\/signin$/)
  })

  test('una contraseña equivocada se dice claramente y no deja entrar', async ({ page }) => {
    const user = createUser('doctor')
    await page.goto('/signin')
    await page.locator('input[name="identifier"]').fill(user.username)
    await page.locator('input[name="password"]').fill('no-es-la-clave')
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Usuario o contraseña incorrectos.' }).first()).toBeVisible()
    await expect(page).toHaveURL(/\/signin$/)
  })

  test('el botón de mostrar contraseña la hace visible', async ({ page }) => {
    await page.goto('/signin')
    const password = page.locator('input[name="password"]')
    await password.fill('secreta1')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click()
    await expect(password).toHaveAttribute('type', 'text')
  })
})

test.describe('con sesión', () => {
  test('entrar, recargar sin perder la sesión, y salir', async ({ page }) => {
    await signIn(page, demo.username, demo.password)
    await expect(page.getByRole('heading', { name: /Hola, Lucía/ })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()

    await page.reload()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: /Hola, Lucía/ })).toBeVisible()

    await page.goto('/')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/signin')
    await expect(page).toHaveURL(/\/dashboard$/)

    await signOut(page)
    await expect(page.getByText('Has cerrado sesión. ¡Hasta pronto!')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/signin$/)
  })

  test('el token de una sesión cerrada ya no sirve en el servidor', async ({ page, request }) => {
    await signIn(page, demo.username, demo.password)
    const token = await page.evaluate(() => localStorage.getItem('token'))
    await signOut(page)
    const res = await request.get('/api/auth/verify', { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status()).toBe(401)
  })

  test('el marco del personal: menú lateral plegable, secciones y pie', async ({ page }) => {
    await signIn(page, demo.username, demo.password)
    const nav = page.getByRole('navigation', { name: 'Menú principal' })
    for (const [name, path, heading] of [
      ['Inventario', '/inventory', 'Inventario de Medicamentos'],
      ['Actividades', '/activities', 'Gestión de Actividades'],
      ['Publicaciones', '/posts', 'Gestión de Posts'],
      ['Gestión de Pacientes', '/patients', 'Gestión de Pacientes'],
      ['Gestión de Personal', '/admin', 'Gestión de Personal'],
      ['Perfil', '/profile', 'Perfil'],
    ]) {
      await nav.getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
    }
    await page.getByRole('button', { name: 'Contraer menú lateral' }).click()
    await expect(page.getByRole('button', { name: 'Expandir menú lateral' })).toBeVisible()

    // The bell's own scenarios are in realtime.spec.ts; the demo administrator has medication warnings.
    await page.getByRole('button', { name: /^Notificaciones/ }).click()
    await expect(page.getByRole('menu', { name: /^Notificaciones/ })).toBeVisible()
    await page.keyboard.press('Escape')

    const footer = page.getByRole('contentinfo')
    for (const name of ['Términos', 'Privacidad', 'Contacto']) await expect(footer.getByText(name)).toBeVisible()

    await page.getByRole('link', { name: 'Amparo, ir al inicio' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('cambiar la contraseña: mensajes, éxito, y la nueva es la que vale', async ({ page }) => {
    const user = createUser('nurse')
    await signIn(page, user.username, user.password)
    await page.goto('/profile')
    await expect(page).toHaveTitle('Perfil | Amparo')

    const submit = page.getByRole('button', { name: 'Cambiar contraseña' })
    await submit.click()
    await expect(page.getByText('La contraseña actual es obligatoria.')).toBeVisible()
    await expect(page.getByText('La nueva contraseña es obligatoria.')).toBeVisible()
    await expect(page.getByText('Por favor, confirma tu nueva contraseña.')).toBeVisible()

    await page.locator('input[name="oldPassword"]').fill('equivocada')
    await page.locator('input[name="newPassword"]').fill('nueva-clave-2')
    await page.locator('input[name="confirmPassword"]').fill('otra-cosa')
    await submit.click()
    await expect(page.getByText('Las contraseñas deben coincidir.')).toBeVisible()

    await page.locator('input[name="confirmPassword"]').fill('nueva-clave-2')
    await submit.click()
    await expect(page.getByText(/^Error: /)).toBeVisible()

    await page.locator('input[name="oldPassword"]').fill(user.password)
    await page.locator('input[name="newPassword"]').fill('nueva-clave-2')
    await page.locator('input[name="confirmPassword"]').fill('nueva-clave-2')
    await submit.click()
    await expect(page.getByText('¡Contraseña cambiada con éxito!')).toBeVisible()
    await expect(page.locator('input[name="oldPassword"]')).toHaveValue('')

    await page.reload()
    await expect(page).toHaveURL(/\/profile$/) // the new token was kept

    await signOut(page)
    await page.locator('input[name="identifier"]').fill(user.username)
    await page.locator('input[name="password"]').fill(user.password)
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
    await expect(page.getByText('Usuario o contraseña incorrectos.').first()).toBeVisible()

    await signIn(page, user.username, 'nueva-clave-2')
  })
})
