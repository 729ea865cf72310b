import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'
import { createUser, openAs, signIn, uniqueTag } from './helpers'
import { createMedication, madridClock, madridDate, madridNow } from './medications'
import { openTab, toast } from './records'
import { apiPost, apiToken, createResident, type CreatedResident } from './residents'

// The safety of the medication round (issue 12): two nurses on one slot, the allergy check with the
// doctor's override, and the round on a phone.

type Person = { username: string; password: string; name: string }
type Administration = { _id: string; status: string; at: string; byName: string; reason: string }
type MarRow = { entryId: string; scheduledAt: string; status: string; administration: Administration | null }

/** GET /mar for one resident (the current shift), as the server computes it. */
async function roundOf(request: APIRequestContext, resident: CreatedResident) {
  const res = await request.get(`/api/mar?residentId=${resident._id}`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as MarRow[]
}

/** GET /kardex for one resident: the Kardex sheets saved. */
async function kardexesOf(request: APIRequestContext, resident: CreatedResident) {
  const res = await request.get(`/api/kardex?patientId=${resident._id}`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  })
  expect(res.ok()).toBe(true)
  return (await res.json()) as { entries: { medication: string }[] }[]
}

/**
 * A resident in an area of their own, and a doctor's Kardex giving each of the medications named at
 * Madrid's current time (so each dose is due now). Answers the resident, the area and the rows' names.
 */
async function residentWithDosesDueNow(request: APIRequestContext, medications: string[]) {
  const admin = await apiToken(request)
  const tag = uniqueTag()
  const area = (await apiPost(request, admin, '/areas', { name: `Planta ${tag}`, description: '' })) as {
    _id: string
    name: string
  }
  const resident = await createResident(request, admin, `Consuelo Segura ${tag}`, { area: area._id })
  const doctor = createUser('doctor')
  const doctorToken = await apiToken(request, doctor.username, doctor.password)
  const now = madridNow()
  const created = []
  for (const name of medications) {
    created.push(await createMedication(request, admin, `${name} ${tag}`, { concentration: '10 mg' }))
  }
  await apiPost(request, doctorToken, '/kardex', {
    patientId: resident._id,
    entries: created.map((medication) => ({
      medication: medication._id,
      dose: '1 comprimido',
      route: 'Oral',
      date: madridDate(),
      times: [now],
    })),
  })
  return { resident, area, now, rows: created.map((medication) => `${now} ${medication.name} 10 mg`) }
}

async function openRound(page: Page, areaId: string) {
  await page.goto(`/medication?area=${areaId}`)
  await expect(page.getByRole('heading', { name: 'Medicación', level: 1 })).toBeVisible()
}

test('dos enfermeras registran la misma toma a la vez: una gana, la otra ve quién y a qué hora la registró, y no queda registrada dos veces', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const { resident, area, rows } = await residentWithDosesDueNow(request, ['Enalapril'])
  const nurseA: Person = createUser('nurse')
  const nurseB: Person = createUser('nurse')

  // Both nurses have the round open on the same due dose.
  await signIn(page, nurseA.username, nurseA.password)
  await openRound(page, area._id)
  const pageB = await openAs(browser, nurseB, { viewport: { width: 800, height: 1280 } })
  await openRound(pageB, area._id)
  const rowA = page.getByRole('region', { name: new RegExp(resident.name) }).getByRole('listitem', { name: rows[0] })
  const rowB = pageB.getByRole('region', { name: new RegExp(resident.name) }).getByRole('listitem', { name: rows[0] })
  await expect(rowA).toContainText('Toca ahora')
  await expect(rowB).toContainText('Toca ahora')

  // B's page stays as it was loaded: its reads of the round wait until B has tapped (the live update from
  // A's record would otherwise refresh it first; what is tested is the server's answer to the stale tap).
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await pageB.route(
    (url) => url.pathname === '/api/mar',
    async (route) => {
      await released
      await route.continue().catch(() => {}) // a read the page gave up on meanwhile
    },
  )

  try {
    await rowA.getByRole('button', { name: /^Administrada:/ }).click()
    await expect(toast(page, 'Dosis administrada')).toBeVisible()
    await expect(rowA).toContainText(nurseA.name)

    await expect(rowB).toContainText('Toca ahora')
    const refused = pageB.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/mar/administrations' && res.request().method() === 'POST',
    )
    await rowB.getByRole('button', { name: /^Administrada:/ }).click()
    expect((await refused).status()).toBe(409)
  } finally {
    release()
  }

  // The server kept A's record only.
  const round = await roundOf(request, resident)
  expect(round).toHaveLength(1)
  expect(round[0].status).toBe('given')
  expect(round[0].administration?.byName).toBe(nurseA.name)
  const at = madridClock(round[0].administration!.at)

  // B is told who recorded it and when, and the round shows A's record.
  const conflict = toast(pageB, 'Esta dosis ya estaba registrada')
  await expect(conflict).toBeVisible()
  await expect(conflict).toContainText(`Ya registrada por ${nurseA.name} a las ${at}.`)
  await expect(rowB).toContainText('Administrada')
  await expect(rowB).toContainText(`${nurseA.name} a las ${at}`)
  await expect(rowB.getByRole('button', { name: /^Administrada:/ })).toHaveCount(0)
  await expect(pageB.getByLabel(/Dosis de la ronda registradas/)).toHaveAccessibleName(/1 de 1/)

  // Nothing recorded twice: one dose in the Kardex too.
  const kardex = await request.get(`/api/kardex?patientId=${resident._id}`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  })
  expect(kardex.ok()).toBe(true)
  const sheets = (await kardex.json()) as { doses: unknown[] }[]
  expect(sheets.flatMap((sheet) => sheet.doses)).toHaveLength(1)
  await pageB.context().close()
})

test('alergia: el Kardex rechaza un medicamento que coincide con la alergia y el médico lo prescribe igualmente con un motivo, que queda auditado', async ({
  page,
  request,
}) => {
  test.slow()
  const admin = await apiToken(request)
  const tag = uniqueTag()
  const resident = await createResident(request, admin, `Pilar Alérgica ${tag}`, { allergies: 'Penicilina' })
  // The name says nothing of penicillin: the active ingredient does.
  const medication = await createMedication(request, admin, `Benzetacil ${tag}`, {
    concentration: '600 mg',
    activeIngredient: 'Penicilina benzatina',
  })
  const doctor: Person = createUser('doctor')

  await signIn(page, doctor.username, doctor.password)
  const main = await openTab(page, resident, 'Kardex')
  await main.getByRole('button', { name: 'Nuevo Kardex' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo Kardex' })
  await expect(dialog.getByRole('note', { name: 'Alergias' })).toContainText('Penicilina')
  const entry = dialog.getByRole('group', { name: 'Medicamento 1' })
  await entry.getByRole('combobox', { name: 'Medicamento' }).click()
  await page.getByRole('option', { name: `${medication.name} 600 mg`, exact: true }).click()
  await entry.getByLabel('Dosis').fill('1 vial')
  await entry.getByRole('combobox', { name: 'Vía de administración' }).click()
  await page.getByRole('option', { name: 'Intramuscular', exact: true }).click()
  await entry.getByRole('button', { name: '08:00' }).click()
  await dialog.getByRole('button', { name: 'Guardar' }).click()

  // The server refuses it: the entry and a red box say which allergy, and ask for the override.
  await expect(entry).toContainText('Alergia registrada: Penicilina.')
  const warning = dialog.getByRole('region', { name: 'Alergia registrada' })
  await expect(warning).toContainText('Alergia registrada: Penicilina.')
  await expect(dialog).toBeVisible()
  expect(await kardexesOf(request, resident)).toHaveLength(0)

  // The override needs a reason.
  await warning.getByRole('button', { name: 'Prescribir igualmente' }).click()
  await expect(warning.getByRole('alert')).toHaveText('Explique por qué se prescribe pese a la alergia.')
  await warning.getByLabel('Motivo para prescribir pese a la alergia').fill('Desensibilización pautada por Alergología.')
  await warning.getByRole('button', { name: 'Prescribir igualmente' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, 'Kardex Creado')).toBeVisible()
  await expect(main).toContainText(medication.name)

  // Saved once, with the medication; the audit has the doctor's Kardex (the refusal wrote nothing).
  const saved = await kardexesOf(request, resident)
  expect(saved).toHaveLength(1)
  expect(saved[0].entries.map((e) => e.medication)).toEqual([medication._id])
  const audit = await request.get(`/api/audit?residentId=${resident._id}&limit=100`, {
    headers: { Authorization: `Bearer ${admin}` },
  })
  expect(audit.ok(), await audit.text()).toBe(true)
  const kardexRows = ((await audit.json()).data as { action: string; entity: string; actor: { name: string } }[]).filter(
    (row) => row.entity === 'kardex' && row.action !== 'read',
  )
  expect(kardexRows.map((row) => [row.action, row.actor.name])).toEqual([['create', doctor.name]])
})

for (const [size, viewport] of [
  ['tableta', { width: 800, height: 1280 }],
  ['móvil', { width: 390, height: 844 }],
] as const) {
  test.describe(`grupos de alergia (${size})`, () => {
    test.use({ viewport })

    test(`el médico ve junto al medicamento, antes de guardar, la alergia por grupo y la reacción cruzada, y confirma la cruzada sin motivo (${size})`, async ({
      page,
      request,
    }) => {
      test.slow()
      const admin = await apiToken(request)
      const tag = uniqueTag()
      const resident = await createResident(request, admin, `Rosario Alérgica ${tag}`, { allergies: 'Penicilina' })
      // Neither name says «penicilina»: the first is a penicillin by its ingredient, the second a cephalosporin.
      const amoxicillin = await createMedication(request, admin, `Clamoxyl ${tag}`, {
        concentration: '500 mg',
        activeIngredient: 'amoxicilina',
        atcCode: 'J01CA04',
      })
      const ceftriaxone = await createMedication(request, admin, `Rocefalin ${tag}`, {
        concentration: '1 g',
        atcCode: 'J01DD04',
      })
      const doctor: Person = createUser('doctor')
      const posted: string[] = []
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/api/kardex' && req.method() === 'POST') posted.push(req.url())
      })

      await signIn(page, doctor.username, doctor.password)
      const main = await openTab(page, resident, 'Kardex')
      await main.getByRole('button', { name: 'Nuevo Kardex' }).click()
      const dialog = page.getByRole('dialog', { name: 'Nuevo Kardex' })
      const entry = dialog.getByRole('group', { name: 'Medicamento 1' })
      const medication = entry.getByRole('combobox', { name: 'Medicamento' })

      // The penicillin: refused by its group, said beside the field at once, nothing sent.
      await medication.click()
      await page.getByRole('option', { name: `${amoxicillin.name} 500 mg`, exact: true }).click()
      const notice = entry.getByRole('alert')
      await expect(notice).toHaveText(
        'Alergia registrada: Penicilina (grupo penicilinas: amoxicilina). Al guardar se pedirá el motivo para prescribirlo igualmente.',
      )
      await expectBeside(notice, medication)
      await expectDialogAccessible(page)

      // The cephalosporin: a warning of cross-reactivity instead.
      await medication.click()
      await page.getByRole('option', { name: `${ceftriaxone.name} 1 g`, exact: true }).click()
      await expect(notice).toHaveText(
        'Posible reacción cruzada: Penicilina y cefalosporinas. Al guardar se pedirá confirmarlo.',
      )
      await expectBeside(notice, medication)
      expect(posted).toHaveLength(0)
      await expectFitsWidth(page)
      await expectDialogAccessible(page)

      // Saving asks to confirm (no reason needed), and the confirmation saves it.
      await entry.getByLabel('Dosis').fill('1 g')
      await entry.getByRole('combobox', { name: 'Vía de administración' }).click()
      await page.getByRole('option', { name: 'Intramuscular', exact: true }).click()
      await entry.getByRole('button', { name: '08:00' }).click()
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      const confirm = dialog.getByRole('region', { name: 'Posible reacción cruzada' })
      await expect(confirm).toContainText('Posible reacción cruzada: Penicilina y cefalosporinas.')
      expect(await kardexesOf(request, resident)).toHaveLength(0)
      await expectDialogAccessible(page)
      await confirm.getByRole('button', { name: 'Confirmar y prescribir' }).click()
      await expect(dialog).toBeHidden()
      await expect(toast(page, 'Kardex Creado')).toBeVisible()
      const saved = await kardexesOf(request, resident)
      expect(saved.map((k) => k.entries.map((e) => e.medication))).toEqual([[ceftriaxone._id]])
    })
  })
}

/** axe-core finds nothing serious or critical in the open dialog, in the state it is in. */
async function expectDialogAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
}

/** The notice is right under the field, not somewhere else in the dialog. */
async function expectBeside(notice: Locator, field: Locator) {
  const [a, b] = [(await notice.boundingBox())!, (await field.boundingBox())!]
  expect(a.y - (b.y + b.height), 'the notice is just under the medication field').toBeLessThan(48)
  expect(a.y).toBeGreaterThan(b.y)
}

test.describe('la ronda en un móvil', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('en un móvil la enfermera abre la ronda desde el menú, administra y retiene con toques, sin desplazamiento lateral y con botones de 44 px', async ({
    page,
    request,
  }) => {
    test.slow()
    const { resident, area, rows } = await residentWithDosesDueNow(request, ['Enalapril', 'Furosemida'])
    const nurse: Person = createUser('nurse')
    await signIn(page, nurse.username, nurse.password)

    // From the menu, then the resident's area.
    await page.getByRole('button', { name: 'Abrir menú' }).tap()
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Medicación' }).tap()
    await expect(page).toHaveURL(/\/medication$/)
    await expect(page.getByRole('heading', { name: 'Medicación', level: 1 })).toBeVisible()
    await page.getByRole('combobox', { name: 'Área' }).tap()
    await page.getByRole('option', { name: area.name, exact: true }).tap()
    await expect(page).toHaveURL(new RegExp(`area=${area._id}`))

    const card = page.getByRole('region', { name: new RegExp(resident.name) })
    const first = card.getByRole('listitem', { name: rows[0] })
    const second = card.getByRole('listitem', { name: rows[1] })
    await expect(first).toContainText('Toca ahora')
    await expect(second).toContainText('Toca ahora')
    await expectFitsWidth(page)
    await expectTouchTargets([
      first.getByRole('button', { name: /^Administrada:/ }),
      first.getByRole('button', { name: /^Retener/ }),
      second.getByRole('button', { name: /^Administrada:/ }),
      second.getByRole('button', { name: /^Retener/ }),
      card.getByRole('button', { name: `Dar una dosis si precisa a ${resident.name}` }),
      ...['Mañana', 'Tarde', 'Noche'].map((shift) => page.getByRole('button', { name: new RegExp(`^${shift}`) })),
      page.getByRole('combobox', { name: 'Área' }),
    ])

    await first.getByRole('button', { name: /^Administrada:/ }).tap()
    await expect(toast(page, 'Dosis administrada')).toBeVisible()
    await expect(first).toContainText(nurse.name)
    await expect(first.getByRole('button', { name: /^Administrada:/ })).toHaveCount(0)

    await second.getByRole('button', { name: /^Retener/ }).tap()
    const hold = page.getByRole('dialog', { name: 'Retener la dosis' })
    await expect(hold).toBeVisible()
    await expectFitsWidth(page)
    const asleep = hold.getByRole('button', { name: 'Dormido' })
    await expectTouchTargets([asleep, hold.getByRole('button', { name: 'Cancelar' })])
    await asleep.tap()
    await expect(hold).toBeHidden()
    await expect(toast(page, 'Dosis retenida')).toBeVisible()
    await expect(second).toContainText('Retenida')
    await expect(second).toContainText('Dormido')
    await expect(page.getByLabel(/Dosis de la ronda registradas/)).toHaveAccessibleName(/2 de 2/)
    await expectFitsWidth(page)
  })
})

/** Nothing to scroll sideways: the page is no wider than the screen. */
async function expectFitsWidth(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
  })
  expect(scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(clientWidth)
}

/** Each control is at least 44 px high (a finger's target), and inside the screen's width. */
async function expectTouchTargets(locators: Locator[]) {
  for (const locator of locators) {
    await expect(locator).toBeVisible()
    const box = (await locator.boundingBox())!
    expect(box.height, `${locator} height`).toBeGreaterThanOrEqual(44)
    expect(box.x + box.width, `${locator} inside the screen`).toBeLessThanOrEqual(390)
  }
}
