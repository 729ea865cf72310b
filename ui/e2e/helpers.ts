import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import { expect, type Browser, type BrowserContextOptions, type Page } from './fixtures'

/**
 * A short random tag that makes a test's records its own (residents, areas, activities, posts, staff; tests
 * share one database). Letters only, so it fits in names that refuse digits.
 */
export function uniqueTag() {
  return randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x')
}

export const demo = { username: 'admin', password: 'amparo2026', name: 'Lucía' }

const binary = resolve(import.meta.dirname, '../../bin/amparo')

/** Creates a staff account with the real command line, on the database the test server uses. */
export function createUser(role: 'administrative' | 'doctor' | 'nurse' | 'socialworker' = 'nurse') {
  const username = `e2e-${randomUUID().slice(0, 8)}`
  const password = 'clave-inicial-1'
  const name = `Prueba ${username}`
  execFileSync(binary, [
    'user',
    'create',
    '--data',
    process.env.AMPARO_E2E_DATA!,
    '--username',
    username,
    '--password',
    password,
    '--name',
    name,
    '--role',
    role,
  ])
  return { username, password, name }
}

export async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/signin')
  await page.locator('input[name="identifier"]').fill(identifier)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click()
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/signin$/)
}

/** Signs a person in on a browser of their own (a new context: a colleague's tablet or phone); its dashboard. */
export async function openAs(
  browser: Browser,
  person: { username: string; password: string },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  await signIn(page, person.username, person.password)
  return page
}
