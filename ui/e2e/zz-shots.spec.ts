import { test, expect } from '@playwright/test'
import { createUser, openAs } from './helpers'
import { apiToken } from './residents'

test('shots', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const token = await apiToken(request)
  const list = await (await request.get('/api/patients/all?limit=100', { headers: { Authorization: `Bearer ${token}` } })).json()
  const amparo = list.data.find((r: { name: string }) => r.name === 'Amparo Molina Escribano')
  const nurse = createUser('nurse')
  for (const [label, viewport] of [['tablet', { width: 800, height: 1280 }], ['phone', { width: 390, height: 844 }]] as const) {
    const page = await openAs(browser, nurse, { viewport })
    await page.goto(`/patients/${amparo._id}/seguimiento`)
    await expect(page.getByTestId('fluids-chart')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('weights-chart')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('bowel-chart')).toBeVisible({ timeout: 30_000 })
    await page.waitForTimeout(1000)
    for (const name of ['Cambios posturales', 'Hidratación', 'Peso', 'Deposiciones']) {
      await page.getByRole('region', { name }).screenshot({ path: `/tmp/shots/${label}-${name}.png` })
    }
    await page.goto('/care-tasks')
    const region = page.getByRole('region', { name: /Cambios posturales/ })
    await expect(region.getByTestId('repositioning-due').first()).toBeVisible({ timeout: 30_000 })
    await region.screenshot({ path: `/tmp/shots/${label}-tasks.png` })
  }
})
