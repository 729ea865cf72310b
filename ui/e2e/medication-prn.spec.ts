import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'
import { createUser, signIn, uniqueTag } from './helpers'
import { createMedication, madridClock, madridDate } from './medications'
import { toast } from './records'
import { apiPost, apiToken, createResident } from './residents'

// A nurse with a tablet on the trolley (800x1280, the sidebar open) gives a «si precisa» from the round.
test.use({ viewport: { width: 800, height: 1280 } })

test('«Si precisa» en la ronda: un residente solo con PRN aparece, la dosis pide la indicación y una dosis reciente se confirma', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request)
  const tag = uniqueTag()
  const area = (await apiPost(request, admin, '/areas', { name: `Planta PRN ${tag}`, description: '' })) as {
    _id: string
  }
  const resident = await createResident(request, admin, `Remedios Precisa ${tag}`, {
    area: area._id,
    allergies: 'Penicilina',
  })
  const medication = await createMedication(request, admin, `Paracetamol ${tag}`, { concentration: '1 g' })
  const doctor = createUser('doctor')
  const nurse = createUser('nurse')
  const colleague = createUser('nurse')
  // Her only medication is «si precisa»: the round owes her no dose.
  const kardex = (await apiPost(request, await apiToken(request, doctor.username, doctor.password), '/kardex', {
    patientId: resident._id,
    entries: [
      {
        medication: medication._id,
        dose: '1 comprimido',
        route: 'Oral',
        date: madridDate(-1),
        prn: true,
        prnIndication: 'dolor',
        prnMaxPerDay: 3,
      },
    ],
  })) as { _id: string; entries: { _id: string }[] }

  await signIn(page, nurse.username, nurse.password)
  await page.goto(`/medication?area=${area._id}`)
  await expect(page.getByText('No hay dosis en este turno para el área elegida.')).toBeVisible()
  const section = page.getByRole('region', { name: 'Si precisa' })
  const entry = section.getByRole('listitem', { name: `${resident.name}: ${medication.name} 1 g` })
  await expect(entry).toContainText('Para: dolor')
  await expect(entry).toContainText('0 de 3 dosis en las últimas 24 horas')
  expect(await seriousViolations(page), 'axe-core on the round with its «Si precisa» section').toEqual([])

  await entry.getByRole('button', { name: `Dar ${medication.name} 1 g a ${resident.name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Dosis si precisa' })
  await expect(dialog.getByRole('note', { name: 'Alergias' })).toContainText('Penicilina')
  const indication = dialog.getByLabel('Indicación (motivo)')
  await expect(indication).toHaveValue('dolor') // the prescribed indication, offered
  await expect(dialog).toContainText('Pautado para: dolor')
  await indication.fill('')
  await dialog.getByRole('button', { name: 'Registrar dosis' }).click()
  await expect(dialog.getByText('Indique el motivo (la indicación).')).toBeVisible()
  await indication.fill('dolor de cabeza')

  // Meanwhile a colleague gives one from another tablet: the server asks to confirm, naming her.
  const colleagueToken = await apiToken(request, colleague.username, colleague.password)
  const before = (await apiPost(request, colleagueToken, '/mar/administrations', {
    kardexId: kardex._id,
    entryId: kardex.entries[0]._id,
    status: 'given',
    prn: true,
    reason: 'cefalea',
  })) as { at: string }
  await dialog.getByRole('button', { name: 'Registrar dosis' }).click()
  const warning = dialog.getByRole('alert').filter({ hasText: 'Dosis reciente' })
  await expect(warning).toContainText(`Última dosis a las ${madridClock(before.at)} por ${colleague.name}.`)
  await expect(dialog).toBeVisible()
  expect(await seriousViolations(page), 'axe-core on the dialog with its warning').toEqual([])
  await dialog.getByRole('button', { name: 'Registrar igualmente' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, 'Dosis si precisa registrada')).toBeVisible()

  // Both doses are in the round now, with their indications, and the list counts them.
  await expect(entry).toContainText('2 de 3 dosis en las últimas 24 horas')
  const card = page
    .getByRole('region', { name: new RegExp(resident.name) })
    .filter({ has: page.getByRole('heading', { level: 3 }) })
  await expect(card.getByRole('listitem').filter({ hasText: 'dolor de cabeza' })).toContainText(nurse.name)
  await expect(card.getByRole('listitem').filter({ hasText: 'cefalea' })).toContainText(colleague.name)
  // The next one warns before anyone taps «Registrar dosis».
  await expect(entry).toContainText(/Última dosis a las \d\d:\d\d por /)

  // The follow-up stays on the resident's page until recorded: one given 61 minutes ago asks for its effect.
  await apiPost(request, colleagueToken, '/mar/administrations', {
    kardexId: kardex._id,
    entryId: kardex.entries[0]._id,
    status: 'given',
    prn: true,
    reason: 'fiebre',
    at: new Date(Date.now() - 61 * 60_000).toISOString(),
    confirmRepeat: true,
  })
  await page.goto(`/patients/${resident._id}`)
  const pending = page.getByRole('group', { name: 'Efecto por valorar' })
  await expect(pending.getByTestId('dose-row').filter({ hasText: 'dolor de cabeza' })).toContainText(
    /Valorar el efecto desde las \d\d:\d\d/,
  )
  const earlier = pending.getByTestId('dose-row').filter({ hasText: 'fiebre' })
  await earlier
    .getByRole('group', { name: `Efecto de ${medication.name} 1 g en ${resident.name}` })
    .getByRole('button', { name: 'Eficaz', exact: true })
    .click()
  await expect(toast(page, 'Efecto registrado')).toBeVisible()
  await expect(earlier).toHaveCount(0)
  await expect(pending.getByTestId('dose-row').filter({ hasText: 'cefalea' })).toBeVisible()
})

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test.describe('en un móvil', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('la sección «Si precisa» cabe en 390 px y su botón se toca con el dedo', async ({ page, request }) => {
    const admin = await apiToken(request)
    const tag = uniqueTag()
    const area = (await apiPost(request, admin, '/areas', { name: `Móvil PRN ${tag}`, description: '' })) as {
      _id: string
    }
    const resident = await createResident(request, admin, `Pilar Precisa Con Un Nombre Muy Largo ${tag}`, {
      area: area._id,
    })
    const medication = await createMedication(request, admin, `Metamizol ${tag}`, { concentration: '575 mg' })
    const doctor = createUser('doctor')
    const nurse = createUser('nurse')
    await apiPost(request, await apiToken(request, doctor.username, doctor.password), '/kardex', {
      patientId: resident._id,
      entries: [
        {
          medication: medication._id,
          dose: '1 cápsula',
          route: 'Oral',
          date: madridDate(-1),
          prn: true,
          prnIndication: 'dolor o fiebre de más de 38 grados',
          prnMaxPerDay: 4,
        },
      ],
    })
    await signIn(page, nurse.username, nurse.password)
    await page.goto(`/medication?area=${area._id}`)
    const give = page
      .getByRole('region', { name: 'Si precisa' })
      .getByRole('button', { name: `Dar ${medication.name} 575 mg a ${resident.name}` })
    await expect(give).toBeVisible()
    const box = (await give.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      clientWidth: document.scrollingElement!.clientWidth,
    }))
    expect(scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(clientWidth)
    await give.tap()
    await expect(page.getByRole('dialog', { name: 'Dosis si precisa' }).getByLabel('Indicación (motivo)')).toHaveValue(
      'dolor o fiebre de más de 38 grados',
    )
  })
})
