import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { createUser, signIn, uniqueTag } from './helpers'
import { createMedication, madridDate, madridNow } from './medications'
import { toast } from './records'
import { apiPost, apiToken, createResident } from './residents'

// Undo and correction in the round (issue 25): «Deshacer» in the toast after «Administrada» or «Retener», and
// «Corregir» with a reason later. On the tablet with the sidebar open, and on a phone.

async function stockOf(request: APIRequestContext, token: string, id: string) {
  const res = await request.get('/api/medications/all', { headers: { Authorization: `Bearer ${token}` } })
  const { medications } = (await res.json()) as { medications: { _id: string; stock: number }[] }
  return medications.find((m) => m._id === id)?.stock
}

/** axe-core's serious or critical problems within a part of the page (the new states: the toast, the dialog). */
async function seriousProblems(page: Page, within: string) {
  const { violations } = await new AxeBuilder({ page }).include(within).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

for (const [device, viewport] of [
  ['tableta', { width: 800, height: 1280 }],
  ['móvil', { width: 390, height: 844 }],
] as const) {
  test(`ronda (${device}): «Deshacer» en el aviso devuelve la toma a su estado y «Corregir» anula con motivo`, async ({
    page,
    request,
  }) => {
    test.slow()
    await page.setViewportSize(viewport)
    const admin = await apiToken(request)
    const tag = uniqueTag()
    const area = (await apiPost(request, admin, '/areas', { name: `Planta ${tag}`, description: '' })) as { _id: string }
    const resident = await createResident(request, admin, `Deshacer Prueba ${tag}`, { area: area._id })
    const given = await createMedication(request, admin, `Enalapril ${tag}`, { concentration: '10 mg' })
    const held = await createMedication(request, admin, `Furosemida ${tag}`, { concentration: '40 mg' })
    const doctor = createUser('doctor')
    const nurse = createUser('nurse')
    const now = madridNow()
    await apiPost(request, await apiToken(request, doctor.username, doctor.password), '/kardex', {
      patientId: resident._id,
      entries: [
        { medication: given._id, dose: '1 comprimido', route: 'Oral', date: madridDate(), times: [now] },
        { medication: held._id, dose: '1 comprimido', route: 'Oral', date: madridDate(), times: [now] },
      ],
    })

    await signIn(page, nurse.username, nurse.password)
    await page.goto(`/medication?area=${area._id}`)
    const card = page.getByRole('region', { name: new RegExp(resident.name) })
    const first = card.getByRole('listitem', { name: `${now} ${given.name} 10 mg` })
    const second = card.getByRole('listitem', { name: `${now} ${held.name} 40 mg` })
    await expect(first).toContainText('Toca ahora')

    // «Administrada», then «Deshacer» in its toast: the slot is due again, the unit back in the stock.
    await first.getByRole('button', { name: /^Administrada:/ }).click()
    const givenToast = toast(page, 'Dosis administrada')
    await expect(givenToast).toBeVisible()
    await expect(first.getByRole('button', { name: /^Administrada:/ })).toHaveCount(0)
    expect(await stockOf(request, admin, given._id)).toBe(19)
    // The pointer on the toast pauses its 5 s (axe-core needs the toaster there while it looks).
    await givenToast.hover()
    await expect(givenToast).toHaveCSS('opacity', '1')
    expect(await seriousProblems(page, '[data-sonner-toaster]')).toEqual([])
    await givenToast.getByRole('button', { name: 'Deshacer' }).click()
    await expect(toast(page, 'Registro deshecho')).toBeVisible()
    await expect(first).toContainText('Toca ahora')
    await expect(first.getByRole('button', { name: /^Administrada:/ })).toBeVisible()
    await expect(first.getByRole('button', { name: /^Corregir/ })).toHaveCount(0)
    await expect.poll(() => stockOf(request, admin, given._id)).toBe(20)

    // «Retener» with «Rechaza», undone the same way.
    await second.getByRole('button', { name: /^Retener/ }).click()
    const hold = page.getByRole('dialog', { name: 'Retener la dosis' })
    await hold.getByRole('button', { name: 'Rechaza' }).click()
    await expect(hold).toBeHidden()
    await expect(second).toContainText('Retenida')
    await toast(page, 'Dosis retenida').getByRole('button', { name: 'Deshacer' }).click()
    await expect(second).toContainText('Toca ahora')
    await expect(second.getByRole('button', { name: /^Retener/ })).toBeVisible()

    // Given again, and later corrected with a reason: the reason is asked, the slot is due again.
    await first.getByRole('button', { name: /^Administrada:/ }).click()
    await expect(first).toContainText(nurse.name)
    await first.getByRole('button', { name: /^Corregir/ }).click()
    const correct = page.getByRole('dialog', { name: 'Corregir el registro' })
    await expect(correct).toContainText(nurse.name)
    await correct.getByRole('button', { name: 'Anular el registro' }).click()
    await expect(correct.getByText('Indique el motivo de la corrección.')).toBeVisible()
    expect(await seriousProblems(page, '[role="dialog"]')).toEqual([])
    await correct.getByLabel('Motivo de la corrección').fill('Registrada en el residente equivocado')
    await correct.getByRole('button', { name: 'Anular el registro' }).click()
    await expect(correct).toBeHidden()
    await expect(toast(page, 'Dosis corregida')).toBeVisible()
    await expect(first).toContainText('Toca ahora')
    await expect(first.getByRole('button', { name: /^Administrada:/ })).toBeVisible()
    await expect.poll(() => stockOf(request, admin, given._id)).toBe(20)
  })
}
