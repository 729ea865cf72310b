import { expect, test } from './fixtures'
import { demo, signIn, uniqueTag } from './helpers'
import { madridDate, spanishDate } from './medications'
import { openTab } from './records'
import { apiPost, apiToken, createResident } from './residents'

// DESIGN 13: a resident's records come 50 at a time, newest first, and "Cargar más" reads the rest.
test('Vitales: 60 tomas se ven 50 a 50 con «Cargar más», y la gráfica lee solo su periodo', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await apiToken(request)
  const resident = await createResident(request, token, `Paginada Vitales ${uniqueTag()}`)
  // One reading a day, today and the 59 days before: the oldest is madridDate(-59).
  for (let back = 0; back < 60; back++) {
    await apiPost(request, token, '/vitalsigns', {
      residentId: resident._id,
      date: madridDate(-back),
      time: '08:30',
      vitalSigns: { heartRate: 70 + (back % 10) },
    })
  }

  const pages: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.pathname === `/api/vitalsigns/${resident._id}`) pages.push(url.search)
  })
  await signIn(page, demo.username, demo.password)
  const modal = await openTab(page, resident, 'Vitales')
  const table = modal.getByRole('table', { name: 'Registros de signos vitales' })
  const records = table.locator('tbody tr')
  await expect(records).toHaveCount(50)
  await expect(records.first()).toContainText(`${spanishDate(madridDate())} 08:30`)
  await expect(table.getByText(`${spanishDate(madridDate(-59))} 08:30`)).toHaveCount(0)

  const more = modal.getByRole('button', { name: 'Cargar más' })
  await expect(more).toBeVisible()
  await more.click()
  await expect(records).toHaveCount(60)
  await expect(records.last()).toContainText(`${spanishDate(madridDate(-59))} 08:30`)
  await expect(more).toBeHidden()
  await expect(modal.getByRole('button', { name: 'Cargando más registros…' })).toHaveCount(0)

  // The chart reads the last 30 days first, then the period chosen.
  const trend = modal.getByRole('region', { name: 'Evolución' })
  await trend.getByRole('tab', { name: /Frecuencia cardiaca|FC/ }).click()
  await expect(trend.getByText(/Las 30 lecturas/)).toBeVisible()
  await trend.getByRole('button', { name: '7 d', exact: true }).click()
  await expect(trend.getByRole('button', { name: '7 d', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(trend.getByText(/Las 7 lecturas/)).toBeVisible()
  await trend.getByRole('button', { name: '90 d', exact: true }).click()
  await expect(trend.getByText(/Las 60 lecturas/)).toBeVisible()
  expect(pages).toContain(`?from=${madridDate(-6)}&to=${madridDate()}`)
  expect(pages.filter((search) => search.includes('limit='))).toEqual([
    '?limit=50',
    expect.stringMatching(/^\?limit=50&before=[\w-]+$/),
  ])
})
