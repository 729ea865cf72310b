import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext, type Download, type Page } from './fixtures'
import { apiToken, type CreatedResident } from './residents'

/** The resident page's sections (Resumen, Datos, Notas TS, …, Cuidados), as links. */
export const sections = (page: Page) => page.getByRole('navigation', { name: 'Secciones del residente' })

/** Shows one of the resident page's tabs, and waits for its address. */
export async function showTab(page: Page, tab: string) {
  await sections(page).getByRole('link', { name: tab, exact: true }).click()
  await expect(sections(page).getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page')
}

/**
 * Opens the resident's page from /patients, as a user does (a click on the name), then one of its tabs.
 * Returns the page's main region, where the tab's panel is.
 */
export async function openTab(page: Page, resident: CreatedResident, tab: string) {
  await page.goto(`/patients?q=${encodeURIComponent(resident.name)}`)
  await page
    .getByRole('link', { name: `Abrir la ficha de ${resident.name}` })
    .filter({ visible: true })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/patients/${resident._id}$`))
  await showTab(page, tab)
  return page.getByRole('main')
}

/** The file a click downloads: its name, after checking that it is a PDF. */
export async function downloadOf(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download')
  await click()
  const file: Download = await download
  expect(
    readFileSync(await file.path())
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF')
  return file.suggestedFilename()
}

/** Confirms a record's delete in its dialog (SPEC's question and warning). */
export async function confirmDelete(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title })
  await expect(dialog).toContainText('Esta acción no se puede deshacer.')
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** The ids of the records the server lists at `/api/<path>` (e.g. `notes/<residentId>`), newest first. */
export async function recordIds(request: APIRequestContext, path: string) {
  const res = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${await apiToken(request)}` } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { _id: string }[]).map((record) => record._id)
}

/** A toast with this title. */
export const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })
