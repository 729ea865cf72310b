import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test'
import { apiToken, type CreatedResident } from './residents'

/** Opens the resident's modal from /patients on the given record tab. */
export async function openTab(page: Page, resident: CreatedResident, tab: string) {
  await page.goto(`/patients?q=${encodeURIComponent(resident.name)}`)
  await page
    .getByRole('button', { name: `Editar a ${resident.name}` })
    .first()
    .click()
  const modal = page.getByRole('dialog', { name: 'Editar Paciente' })
  await modal.getByRole('tab', { name: tab, exact: true }).click()
  return modal
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
