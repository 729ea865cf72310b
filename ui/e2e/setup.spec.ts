import { expect, test } from './fixtures'
import { signOut } from './helpers'
import { startOwnServer, type OwnServer } from './own-server'

// The shared test server runs with --demo and already has accounts; first-run setup needs a brand-new
// installation, so this file starts its own server on an empty data folder. The tests build on each
// other (the first account is created once), hence serial.
test.describe.configure({ mode: 'serial' })

let server: OwnServer

test.beforeAll(async () => {
  server = await startOwnServer()
})

test.afterAll(async () => {
  await server?.stop()
})

const url = (path: string) => `${server.baseURL}${path}`

const first = { name: 'Carmen Ruiz', username: 'carmen', email: 'carmen@residencia.es', password: 'primera-clave-1' }

test('una instalación nueva pide crear la primera cuenta y explica qué falta', async ({ page }) => {
  await page.goto(url('/signin'))
  await expect(page.getByRole('heading', { name: 'Crear la primera cuenta', level: 1 })).toBeVisible()
  await expect(page.getByText(/primera cuenta administrativa de la residencia/)).toBeVisible()
  await expect(page).toHaveTitle('Crear la primera cuenta | Amparo')
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toHaveCount(0)

  const submit = page.getByRole('button', { name: 'Crear cuenta' })
  await submit.click()
  await expect(page.getByText('El nombre es obligatorio.')).toBeVisible()
  await expect(page.getByText('El nombre de usuario es obligatorio.')).toBeVisible()
  await expect(page.getByText('La contraseña es obligatoria.')).toBeVisible()
  await expect(page.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true')

  await page.locator('input[name="name"]').fill(first.name)
  await page.locator('input[name="username"]').fill('carmen ruiz')
  await page.locator('input[name="email"]').fill('carmen@')
  await page.locator('input[name="password"]').fill(first.password)
  await page.locator('input[name="confirmPassword"]').fill('otra-clave-1')
  await submit.click()
  await expect(page.getByText('El nombre de usuario no puede contener espacios ni @.')).toBeVisible()
  await expect(page.getByText('Correo inválido.')).toBeVisible()
  await expect(page.getByText('Las contraseñas deben coincidir.')).toBeVisible()
  await expect(page.getByText('El nombre es obligatorio.')).toHaveCount(0)

  await expect(page).toHaveURL(/\/signin$/)
  const status = await page.request.get(url('/api/auth/setup'))
  expect(await status.json()).toEqual({ needed: true })
})

test('la primera cuenta entra en el dashboard; al salir, /signin vuelve a ser el inicio de sesión', async ({ page }) => {
  await page.goto(url('/signin'))
  await page.locator('input[name="name"]').fill(first.name)
  await page.locator('input[name="username"]').fill(first.username)
  await page.locator('input[name="email"]').fill(first.email)
  await page.locator('input[name="password"]').fill(first.password)
  await page.locator('input[name="confirmPassword"]').fill(first.password)
  await page.getByRole('button', { name: 'Crear cuenta' }).click()

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: `Hola, ${first.name}`, level: 1 })).toBeVisible()
  await expect(page.getByText('Cuenta creada')).toBeVisible()
  await expect(page.getByText('¡Bienvenido a Amparo!')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()

  // The first account is administrative: its profile says so and offers the home's settings.
  await page.reload()
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Perfil' }).click()
  await expect(page.getByText('Administrativo')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Datos de la residencia' })).toBeVisible()

  await signOut(page)
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toHaveCount(0)
  await page.goto(url('/signin'))
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Crear la primera cuenta' })).toHaveCount(0)

  await page.locator('input[name="identifier"]').fill(first.email)
  await page.locator('input[name="password"]').fill(first.password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('si otra persona terminó la configuración antes, vuelve el inicio de sesión con un aviso', async ({ page }) => {
  // A tab opened while the installation was still new: its setup check said "needed".
  await page.route('**/api/auth/setup', (route) => route.fulfill({ json: { needed: true } }), { times: 1 })
  await page.goto(url('/signin'))
  await expect(page.getByRole('heading', { name: 'Crear la primera cuenta', level: 1 })).toBeVisible()

  await page.locator('input[name="name"]').fill('Pablo Gómez')
  await page.locator('input[name="username"]').fill('pablo')
  await page.locator('input[name="password"]').fill('segunda-clave-1')
  await page.locator('input[name="confirmPassword"]').fill('segunda-clave-1')
  await page.getByRole('button', { name: 'Crear cuenta' }).click()

  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Otra persona acaba de crear la primera cuenta' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible()
  await expect(page).toHaveURL(/\/signin$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
