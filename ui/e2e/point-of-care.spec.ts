import { expect, test, type APIRequestContext, type Locator } from './fixtures'
import { createUser, signIn, uniqueTag } from './helpers'
import { madridDate, spanishDate } from './medications'
import { openTab, toast } from './records'
import { apiToken, createResident } from './residents'

/** DESIGN 8 / issue 11: safe numbers and no silent loss, on the shared 10-inch tablet and on a phone. */
const SCREENS = [
  { name: 'tableta (800×1280)', viewport: { width: 800, height: 1280 } },
  { name: 'móvil (390×844)', viewport: { width: 390, height: 844 } },
]

type Vitals = { _id: string; vitalSigns: Record<string, number | null>; outOfRange: string[] }

/** The resident's vital signs as the server keeps them. */
async function savedVitals(request: APIRequestContext, residentId: string) {
  const res = await request.get(`/api/vitalsigns/${residentId}`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  })
  expect(res.ok()).toBe(true)
  return (await res.json()) as Vitals[]
}

/** The resident's records list: a table on the tablet, cards on the phone (whichever is shown). */
const recordsList = (main: Locator, caption: string) =>
  main.getByRole('table', { name: caption }).or(main.getByRole('list', { name: caption })).filter({ visible: true })

/** One record of the list (a table row or a card) by its date and time. */
const recordItem = (list: Locator, when: string) =>
  list.locator('tr, li').filter({ has: list.page().getByText(when, { exact: true }) })

for (const { name, viewport } of SCREENS) {
  test.describe(`a pie de cama en ${name}`, () => {
    test.use({ viewport })

    test('una enfermera escribe 36,8 y se guarda 36,8 °C; una presión de 185/95 sale en rojo', async ({
      page,
      request,
    }) => {
      const nurse = createUser('nurse')
      const resident = await createResident(request, await apiToken(request), `Pie de Cama ${uniqueTag()}`)
      await signIn(page, nurse.username, nurse.password)
      const main = await openTab(page, resident, 'Vitales')

      await main.getByRole('button', { name: 'Nuevo Registro' }).click()
      let dialog = page.getByRole('dialog', { name: 'Nuevo registro de signos vitales' })
      await dialog.locator('input[name="time"]').fill('08:30')
      const temperature = dialog.getByLabel('Temperatura')
      await expect(temperature).toHaveAttribute('inputmode', 'decimal')
      // The hint invites the comma.
      await expect(dialog.getByText('Referencia: 35,5–37,5 °C')).toBeVisible()
      // An impossible value is refused before anything is sent.
      await temperature.fill('368')
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog.getByText('Valor imposible (25–45).')).toBeVisible()
      expect(await savedVitals(request, resident._id)).toEqual([])
      await temperature.fill('36,8')
      await dialog.getByLabel('Saturación de oxígeno').fill('97')
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog).toBeHidden()
      await expect(toast(page, 'Signos Vitales Registrados')).toBeVisible()

      const list = recordsList(main, 'Registros de signos vitales')
      const today = spanishDate(madridDate())
      const first = recordItem(list, `${today} 08:30`)
      await expect(first.locator('[data-measure="temperature"]')).toHaveText('Temp.36,8 °C')
      await expect(first.locator('[data-measure="oxygenSaturation"]')).toHaveText('SpO297 %')
      const [saved] = await savedVitals(request, resident._id)
      expect(saved.vitalSigns).toMatchObject({ temperature: 36.8, oxygenSaturation: 97 })

      // Editing shows it the es-ES way.
      await first
        .getByRole('button', { name: /^(Editar la toma de constantes|Más acciones para la toma de constantes)/ })
        .click()
      const edit = page.getByRole('menuitem', { name: 'Editar' })
      if (await edit.isVisible()) await edit.click()
      dialog = page.getByRole('dialog', { name: 'Editar registro de signos vitales' })
      await expect(dialog.getByLabel('Temperatura')).toHaveValue('36,8')
      await dialog.getByRole('button', { name: 'Cancelar' }).click()
      await expect(dialog).toBeHidden()

      // 185/95: both out of the default ranges (90–140, 60–90), red with a sign and words, not colour alone.
      await main.getByRole('button', { name: 'Nuevo Registro' }).click()
      dialog = page.getByRole('dialog', { name: 'Nuevo registro de signos vitales' })
      await dialog.locator('input[name="time"]').fill('09:15')
      await dialog.getByLabel('Presión sistólica').fill('185')
      await dialog.getByLabel('Presión diastólica').fill('95')
      await expect(dialog.getByText('Fuera del rango de referencia (90–140 mmHg).')).toBeVisible()
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog).toBeHidden()

      const high = recordItem(list, `${today} 09:15`)
      for (const [measure, text] of [
        ['systolicPressure', 'PAS185 mmHg(fuera de rango)'],
        ['diastolicPressure', 'PAD95 mmHg(fuera de rango)'],
      ]) {
        const reading = high.locator(`[data-measure="${measure}"]`)
        await expect(reading).toHaveAttribute('data-reading', 'out-of-range')
        await expect(reading).toHaveText(text)
        await expect(reading).toHaveCSS('color', 'rgb(180, 35, 24)')
        await expect(reading.locator('svg')).toBeVisible()
      }
      await expect(first.locator('[data-measure="temperature"]')).not.toHaveCSS('color', 'rgb(180, 35, 24)')
      const [latest] = (await savedVitals(request, resident._id)).filter((record) => record.vitalSigns.systolicPressure)
      expect(latest.outOfRange).toEqual(['systolicPressure', 'diastolicPressure'])
    })

    test('Escape sobre una nota escrita pregunta antes y «Seguir editando» conserva el texto', async ({
      page,
      request,
    }) => {
      const nurse = createUser('nurse')
      const resident = await createResident(request, await apiToken(request), `Nota Sin Perder ${uniqueTag()}`)
      await signIn(page, nurse.username, nurse.password)
      const main = await openTab(page, resident, 'Notas')

      await main.getByRole('button', { name: 'Nueva Nota' }).click()
      const dialog = page.getByRole('dialog', { name: 'Nueva Nota' })
      const text = 'Ha pasado buena noche; ha pedido agua a las 4:00.'
      await dialog.getByLabel('Observaciones').fill(text)
      await page.keyboard.press('Escape')
      const ask = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' })
      await expect(ask).toBeVisible()
      await ask.getByRole('button', { name: 'Seguir editando' }).click()
      await expect(ask).toBeHidden()
      await expect(dialog.getByLabel('Observaciones')).toHaveValue(text)

      // Cancelar asks too; Descartar closes and nothing was saved.
      await dialog.getByRole('button', { name: 'Cancelar' }).click()
      await ask.getByRole('button', { name: 'Descartar' }).click()
      await expect(dialog).toBeHidden()
      const res = await request.get(`/api/notes/${resident._id}`, {
        headers: { Authorization: `Bearer ${await apiToken(request)}` },
      })
      expect(await res.json()).toEqual([])

      // An untouched form closes at once.
      await main.getByRole('button', { name: 'Nueva Nota' }).click()
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(ask).toBeHidden()
    })

    test('un médico cambia un rango de referencia y la lectura pasa a marcarse fuera de rango', async ({
      page,
      request,
    }) => {
      const doctor = createUser('doctor')
      const token = await apiToken(request)
      const resident = await createResident(request, token, `Rango Propio ${uniqueTag()}`)
      const res = await request.post('/api/vitalsigns', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          residentId: resident._id,
          date: madridDate(),
          time: '07:45',
          vitalSigns: { temperature: 37.4 },
          diagnostics: '',
          physicalExam: { observations: '' },
        },
      })
      expect(res.status(), await res.text()).toBe(201)
      await signIn(page, doctor.username, doctor.password)
      const main = await openTab(page, resident, 'Vitales')
      const list = recordsList(main, 'Registros de signos vitales')
      const reading = recordItem(list, `${spanishDate(madridDate())} 07:45`).locator('[data-measure="temperature"]')
      await expect(reading).toHaveAttribute('data-reading', 'in-range')

      await main.getByRole('button', { name: `Rangos de referencia de ${resident.name}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Rangos de referencia' })
      const temperature = dialog.getByRole('group', { name: 'Temperatura (°C)' })
      await expect(temperature.getByLabel('Mínimo')).toHaveValue('35,5')
      await expect(temperature.getByLabel('Máximo')).toHaveValue('37,5')
      // Checked before sending, with the server's words.
      await temperature.getByLabel('Mínimo').fill('20')
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(temperature.getByText('Valor imposible (25–45).')).toBeVisible()
      await temperature.getByLabel('Mínimo').fill('35,5')
      await temperature.getByLabel('Máximo').fill('37,2')
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog).toBeHidden()
      await expect(toast(page, 'Rangos Actualizados')).toBeVisible()

      // The reading is now outside the resident's own range: red in the list, the chart shades the new band.
      await expect(reading).toHaveAttribute('data-reading', 'out-of-range')
      await expect(reading).toHaveText('Temp.37,4 °C(fuera de rango)')
      const trend = main.getByRole('region', { name: 'Evolución' })
      await trend.getByRole('tab', { name: /Temperatura/ }).click()
      await expect(trend.getByText('Rango de referencia (35,5–37,2 °C)')).toBeVisible()
      await expect(trend.locator('[data-reading="out-of-range"]')).toHaveCount(1)

      const ranges = await request.get(`/api/vital-ranges/${resident._id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect((await ranges.json()).temperature).toEqual({ min: 35.5, max: 37.2 })
    })
  })
}
