import { expect, test } from './fixtures'
import { createUser, demo, signIn, uniqueTag } from './helpers'
import { downloadOf } from './records'
import { apiToken, createResident } from './residents'

test('la administradora ve en Auditoría quién consultó la ficha de un residente y descarga su informe de accesos; una enfermera no puede', async ({
  page,
  request,
}) => {
  const resident = await createResident(request, await apiToken(request), `Residente Auditada ${uniqueTag()}`)
  const nurse = createUser('nurse')
  const nurseToken = await apiToken(request, nurse.username, nurse.password)
  const read = await request.get(`/api/patients/${resident._id}`, { headers: { Authorization: `Bearer ${nurseToken}` } })
  expect(read.ok()).toBe(true)
  // The nurse may not read the log.
  const refused = await request.get('/api/audit', { headers: { Authorization: `Bearer ${nurseToken}` } })
  expect(refused.status()).toBe(403)

  await signIn(page, demo.username, demo.password)
  await page.getByRole('link', { name: 'Auditoría' }).first().click()
  await expect(page).toHaveURL(/\/audit/)
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible()

  await page.getByRole('combobox', { name: 'Residente' }).click()
  await page.getByRole('option', { name: resident.name, exact: true }).click()
  const entry = page.getByRole('row').filter({ hasText: nurse.name }).filter({ hasText: 'Consultó la ficha del residente' })
  await expect(entry.first()).toBeVisible()
  await expect(entry.first()).toContainText(resident.name)

  const file = await downloadOf(page, () => page.getByRole('button', { name: 'Informe de accesos (PDF)' }).click())
  expect(file).toBe(`accesos_${resident._id}.pdf`)

  // The nurse's menu has no Auditoría.
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await signIn(page, nurse.username, nurse.password)
  await expect(page.getByRole('link', { name: 'Auditoría' })).toHaveCount(0)
})
