import { expect, test, type Page } from './fixtures'
import { createUser, signIn, uniqueTag } from './helpers'
import { createMedication, madridDate, madridNow } from './medications'
import { openTab } from './records'
import { apiPost, apiToken, createResident } from './residents'

// Issue 25: the round on a tablet with the sidebar open (800 px) and on a phone (390 px), touched, not clicked.
const SCREENS = [
  { name: 'tableta 800x1280 con el menú lateral abierto', viewport: { width: 800, height: 1280 }, sidebar: true },
  { name: 'móvil 390x844', viewport: { width: 390, height: 844 }, sidebar: false },
]
const SHIFTS = [
  { name: 'Mañana', param: 'manana' },
  { name: 'Tarde', param: 'tarde' },
  { name: 'Noche', param: 'noche' },
]

test.use({ hasTouch: true })

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    wider: [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80))
      .slice(0, 5),
  }))
  expect(widths.wider).toEqual([])
  expect(widths.scroll).toBeLessThanOrEqual(widths.client)
}

for (const screen of SCREENS) {
  test(`la ronda en ${screen.name}: sin desbordes, nombres enteros y cada turno recibe su toque`, async ({
    page,
    request,
  }) => {
    test.slow()
    await page.setViewportSize(screen.viewport)
    const admin = await apiToken(request)
    const tag = uniqueTag()
    const area = (await apiPost(request, admin, '/areas', { name: `Planta ${tag}`, description: '' })) as { _id: string }
    const resident = await createResident(request, admin, `Maximiliana Fernández-Villaverde ${tag}`, {
      area: area._id,
      allergies: 'Ninguna conocida',
    })
    // A long name, the one that used to wrap one letter per line.
    const medication = await createMedication(request, admin, `Amoxicilina/ácido clavulánico ${tag}`, {
      concentration: '875 mg/125 mg',
    })
    const doctor = createUser('doctor')
    const nurse = createUser('nurse')
    const now = madridNow()
    const doctorToken = await apiToken(request, doctor.username, doctor.password)
    await apiPost(request, doctorToken, '/kardex', {
      patientId: resident._id,
      entries: [{ medication: medication._id, dose: '1 comprimido', route: 'Oral', date: madridDate(-1), times: [now] }],
    })

    await signIn(page, nurse.username, nurse.password)
    await page.goto(`/medication?area=${area._id}`)
    if (screen.sidebar) {
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Contraer menú lateral' })).toBeVisible()
    }
    const card = page.getByRole('region', { name: new RegExp(resident.name) })
    const row = card.getByRole('listitem', { name: `${now} ${medication.name} 875 mg/125 mg` })
    await expect(row.getByRole('button', { name: /^Administrada/ })).toBeVisible()
    await expectNoHorizontalOverflow(page)

    // The medication name has room: whole words on at most two lines, not a letter per line.
    const name = row.getByText(`${medication.name} 875 mg/125 mg`, { exact: true })
    const box = (await name.boundingBox())!
    expect(box.width).toBeGreaterThan(180)
    const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
    expect(box.height).toBeLessThanOrEqual(lineHeight * 2 + 1)
    // The resident's name is not under a button of the card's header («Dosis si precisa»).
    const title = (await card.getByRole('heading', { name: new RegExp(resident.name) }).boundingBox())!
    for (const button of await card.locator('header').getByRole('button').all()) {
      const other = (await button.boundingBox())!
      const overlaps =
        title.x < other.x + other.width && other.x < title.x + title.width &&
        title.y < other.y + other.height && other.y < title.y + title.height
      expect(overlaps).toBe(false)
    }
    // «Ninguna conocida» is not an allergy: a neutral note, not the red one.
    await expect(card.getByRole('note', { name: 'Alergias' })).toHaveAttribute('data-known', 'false')

    // The three shift buttons side by side, none over another, each with its whole hours.
    const group = page.getByRole('group', { name: 'Turno' })
    const buttons = SHIFTS.map((shift) => group.getByRole('button', { name: new RegExp(`^${shift.name}`) }))
    const boxes = await Promise.all(buttons.map(async (button) => (await button.boundingBox())!))
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].x).toBeGreaterThanOrEqual(boxes[i - 1].x + boxes[i - 1].width)
    for (const button of buttons) {
      await expect(button).toHaveText(/\d{2}:\d{2}–\d{2}:\d{2}$/)
      const hours = button.locator('span').last()
      const clipped = await hours.evaluate((el) => {
        const own = el.getBoundingClientRect()
        const parent = el.parentElement!.getBoundingClientRect()
        return el.scrollWidth > el.clientWidth + 1 || own.left < parent.left - 1 || own.right > parent.right + 1
      })
      expect(clipped).toBe(false)
      // The point at the button's centre belongs to that button and no other.
      const owns = await button.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return hit !== null && el.contains(hit)
      })
      expect(owns).toBe(true)
    }

    // Each tap selects its own shift.
    for (const [index, shift] of SHIFTS.entries()) {
      await buttons[index].tap()
      await expect(page).toHaveURL(new RegExp(`shift=${shift.param}`))
      await expect(buttons[index]).toHaveAttribute('aria-pressed', 'true')
      for (const [other, button] of buttons.entries()) {
        if (other !== index) await expect(button).toHaveAttribute('aria-pressed', 'false')
      }
      await expectNoHorizontalOverflow(page)
    }
  })
}

// Issue 25: on a Spanish tablet the native date and time fields read dd/mm/aaaa and 24 hours. The browser draws
// them in its own language (Spanish here: playwright.config.ts), so the page must leave them native and in
// Spanish of Spain; their parts, as the accessibility tree names them, come day first and with no AM/PM.
test('los campos de fecha y hora se leen dd/mm/aaaa y en 24 horas, como en una tableta en español', async ({ page, request }) => {
  const resident = await createResident(request, await apiToken(request), `Fecha Española ${uniqueTag()}`)
  const nurse = createUser('nurse')
  await signIn(page, nurse.username, nurse.password)
  const main = await openTab(page, resident, 'Vitales')
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-ES')
  await main.getByRole('button', { name: 'Nuevo Registro' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo registro de signos vitales' })
  await expect(dialog.locator('input[name="date"]')).toHaveAttribute('type', 'date')
  await expect(dialog.locator('input[name="time"]')).toHaveAttribute('type', 'time')
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string } }[] }
  // Each part is named by its field and then its placeholder («Día Día» while empty): the first word.
  const parts = nodes.filter((n) => n.role?.value === 'spinbutton').map((n) => (n.name?.value ?? '').split(' ')[0])
  expect(parts.filter((name) => ['Día', 'Mes', 'Año'].includes(name))).toEqual(['Día', 'Mes', 'Año'])
  expect(parts).toContain('Horas')
  expect(parts).not.toContain('AM/PM')
})
