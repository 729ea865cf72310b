import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'
import { createUser, demo, signIn, signOut, uniqueTag } from './helpers'
import { createMedication, madridDate, spanishDate } from './medications'
import { confirmDelete, downloadOf, openTab, recordIds, showTab, toast } from './records'
import { apiToken, createResident, type CreatedResident } from './residents'

/** The demo home's doctor: the Kardex is written with kardex.prescribe (DESIGN 7). */
const doctor = { username: 'javier.ortega', password: 'personal2026', name: 'Javier Ortega Lázaro' }

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/**
 * The oldest demo resident with vital signs: residents made by other tests (which share the database)
 * may be older, so the list sorted by age is walked until one has readings.
 */
async function demoResidentWithVitals(request: APIRequestContext): Promise<CreatedResident> {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` }
  const res = await request.get('/api/patients/all?sort=age&order=desc&limit=100', { headers })
  for (const resident of ((await res.json()) as { data: CreatedResident[] }).data) {
    const vitals = await request.get(`/api/vitalsigns/${resident._id}`, { headers })
    if (((await vitals.json()) as unknown[]).length > 0) return resident
  }
  throw new Error('no demo resident with vital signs')
}

test.describe('registros clínicos del residente', () => {
  test('Vitales: registra con un valor fuera de rango, lo ve en la gráfica, busca, edita, imprime y elimina', async ({
    page,
    request,
  }) => {
    test.slow()
    // Two recent days: the chart shows the last 30 days unless another period is chosen (DESIGN 13).
    const [first, second] = [madridDate(-3), madridDate(-2)]
    const resident = await createResident(request, await apiToken(request), `Remedios Vitales ${uniqueTag()}`)
    await signIn(page, demo.username, demo.password)
    const modal = await openTab(page, resident, 'Vitales')
    await expect(modal.getByRole('heading', { name: `Signos vitales de ${resident.name}` })).toBeVisible()
    await expect(modal.getByText('Sin registros de signos vitales.').filter({ visible: true })).toBeVisible()
    await expect(modal.getByRole('region', { name: 'Evolución' })).toHaveCount(0)

    // Nothing taken: at least one value; a negative one is not positive.
    await modal.getByRole('button', { name: 'Nuevo Registro' }).click()
    let dialog = page.getByRole('dialog', { name: 'Nuevo registro de signos vitales' })
    await dialog.locator('input[name="date"]').fill(first)
    await dialog.locator('input[name="time"]').fill('08:30')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('Registra al menos un signo vital.')).toBeVisible()
    await dialog.locator('input[name="vitalSigns.heartRate"]').fill('-70')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('Debe ser positivo.')).toBeVisible()
    await dialog.locator('input[name="vitalSigns.heartRate"]').fill('72')
    await dialog.locator('input[name="vitalSigns.systolicPressure"]').fill('165')
    await expect(dialog.getByText('Fuera del rango de referencia (90–140 mmHg).')).toBeVisible()
    await dialog.locator('input[name="vitalSigns.temperature"]').fill('36.6')
    await dialog.getByLabel('Diagnóstico').fill('Hipertensión mal controlada; avisar al médico.')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Signos Vitales Registrados')).toBeVisible()

    await modal.getByRole('button', { name: 'Nuevo Registro' }).click()
    dialog = page.getByRole('dialog', { name: 'Nuevo registro de signos vitales' })
    await dialog.locator('input[name="date"]').fill(second)
    await dialog.locator('input[name="time"]').fill('08:30')
    await dialog.locator('input[name="vitalSigns.systolicPressure"]').fill('132')
    await dialog.locator('input[name="vitalSigns.glucose"]').fill('104')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()

    // The chart: systolic pressure over the two days, the first reading marked out of range.
    const trend = modal.getByRole('region', { name: 'Evolución' })
    await expect(trend.getByRole('tab', { name: 'Presión sistólica (1 fuera de rango)' })).toBeVisible()
    await expect(trend.getByText(`Presión sistólica: última lectura 132 mmHg (${spanishDate(second)} 08:30). 1 de 2 lecturas fuera del rango de referencia.`)).toBeVisible()
    await expect(trend.locator('[data-reading="out-of-range"]')).toHaveCount(1)
    await expect(trend.locator('[data-reading="in-range"]')).toHaveCount(1)

    const table = modal.getByRole('table', { name: 'Registros de signos vitales' })
    const row = table.getByRole('row').filter({ hasText: `${spanishDate(first)} 08:30` })
    await expect(row).toContainText('PAS165 mmHg(fuera de rango)')

    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('HIPERTENSION')
    await expect(table.getByRole('row')).toHaveCount(2)
    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('')

    await row.getByRole('button', { name: `Editar la toma de constantes del ${spanishDate(first)}` }).click()
    dialog = page.getByRole('dialog', { name: 'Editar registro de signos vitales' })
    await expect(dialog.locator('input[name="vitalSigns.systolicPressure"]')).toHaveValue('165')
    await expect(dialog.locator('input[name="vitalSigns.glucose"]')).toHaveValue('')
    await dialog.locator('input[name="vitalSigns.systolicPressure"]').fill('138')
    await dialog.getByRole('button', { name: 'Actualizar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Signos Vitales Actualizados')).toBeVisible()
    await expect(trend.getByText(/Las 2 lecturas están dentro del rango de referencia\./)).toBeVisible()

    const [, firstId] = await recordIds(request, `vitalsigns/${resident._id}`)
    expect(await downloadOf(page, () => row.getByRole('button', { name: /^Descargar el PDF/ }).click())).toBe(
      `signos_vitales_${firstId}.pdf`,
    )
    expect(await downloadOf(page, () => modal.getByRole('button', { name: 'Descargar Signos Vitales' }).click())).toBe(
      'signos_vitales_report.pdf',
    )

    await row.getByRole('button', { name: `Eliminar la toma de constantes del ${spanishDate(first)}` }).click()
    await confirmDelete(page, '¿Eliminar este registro?')
    await expect(toast(page, 'Registro Eliminado')).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(2)
  })

  test('Vitales: la gráfica del residente de más edad del ejemplo marca lo que se sale del rango', async ({
    page,
    request,
  }) => {
    // The chart draws inside the page's Content-Security-Policy: no inline <style> refused.
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) refused.push(message.text())
    })
    const resident = await demoResidentWithVitals(request)
    await signIn(page, demo.username, demo.password)
    const modal = await openTab(page, resident, 'Vitales')
    const trend = modal.getByRole('region', { name: 'Evolución' })
    await expect(trend.getByRole('figure')).toBeVisible()
    await expect(trend.locator('svg.recharts-surface')).toBeVisible()
    await expect(trend.getByRole('figure')).toContainText(/lecturas fuera del rango de referencia\./)
    await expect(trend.locator('[data-reading="out-of-range"]').first()).toBeVisible()
    await expect(trend.getByText('Rango de referencia (90–140 mmHg)')).toBeVisible()

    // Every measure keeps its own scale: the temperature's fever shows against 35,5–37,5 °C.
    await trend.getByRole('tab', { name: /Temperatura/ }).click()
    await expect(trend.getByText('Rango de referencia (35,5–37,5 °C)')).toBeVisible()
    await expect(trend.locator('[data-reading]').first()).toBeVisible()

    // Keyboard: Tab reaches the chart, the arrows show one reading after another.
    const tooltip = trend.locator('.recharts-tooltip-wrapper')
    await expect(tooltip).not.toContainText('°C')
    await trend.locator('svg.recharts-surface').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tooltip).toContainText(/\d+(,\d)? °C/)
    expect(refused).toEqual([])
  })

  test('Incidentes: registra con sus avisos, busca, edita, imprime y elimina', async ({ page, request }) => {
    const resident = await createResident(request, await apiToken(request), `Visitación Incidente ${uniqueTag()}`)
    await signIn(page, demo.username, demo.password)
    const modal = await openTab(page, resident, 'Incidentes')
    await expect(modal.getByText('Sin incidencias registradas.').filter({ visible: true })).toBeVisible()

    await modal.getByRole('button', { name: 'Nuevo Incidente' }).click()
    let dialog = page.getByRole('dialog', { name: 'Nuevo Incidente' })
    await expect(dialog.locator('input[name="shift"]')).not.toHaveValue('')
    await dialog.locator('input[name="date"]').fill('2026-03-12')
    await dialog.locator('input[name="time"]').fill('13:40')
    // Emptied, the shift offers its suggestions in a list that closes when the field is left.
    await dialog.locator('input[name="shift"]').fill('')
    await dialog.locator('input[name="shift"]').blur()
    await expect(dialog.getByLabel('Respuesta del médico')).toHaveCount(0)
    await dialog.getByRole('switch', { name: 'Se llamó al médico' }).check()
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('El turno es requerido.')).toBeVisible()
    await expect(dialog.getByText('La situación es requerida.')).toBeVisible()
    await expect(dialog.getByText('Ingrese la respuesta del médico.')).toBeVisible()
    await dialog.locator('input[name="shift"]').fill('mañana')
    await dialog.locator('input[name="shift"]').blur()
    const situation = 'Caída sin consecuencias al levantarse de la silla del comedor después de la comida.'
    await dialog.getByLabel('Situación').fill(situation)
    await dialog.getByLabel('Respuesta del médico').fill('Exploración sin lesiones; vigilar 24 horas.')
    await dialog.getByLabel('Observaciones').fill('Se refuerza el uso del andador.')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Incidente Creado')).toBeVisible()

    const table = modal.getByRole('table', { name: 'Incidencias' })
    const row = table.getByRole('row').filter({ hasText: '12/03/2026 13:40' })
    await expect(row).toContainText('mañana')
    await expect(row.getByText('Caída sin consecuencias al levantarse de la silla del comedo…')).toHaveAttribute(
      'title',
      situation,
    )

    // The search covers the observations too, accents and case aside.
    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('ANDADOR')
    await expect(row).toBeVisible()
    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('fiebre')
    await expect(modal.getByText('Ningún registro coincide con la búsqueda.').filter({ visible: true })).toBeVisible()
    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('')

    await row.getByRole('button', { name: 'Editar la incidencia del 12/03/2026' }).click()
    dialog = page.getByRole('dialog', { name: 'Editar Incidente' })
    await expect(dialog.getByRole('switch', { name: 'Se llamó al médico' })).toBeChecked()
    await dialog.getByRole('switch', { name: 'Se llamó al familiar' }).check()
    await dialog.getByLabel('Respuesta del familiar').fill('La hija vendrá por la tarde.')
    await dialog.getByRole('button', { name: 'Actualizar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Incidente Actualizado')).toBeVisible()

    const [id] = await recordIds(request, `incidents/${resident._id}`)
    expect(await downloadOf(page, () => row.getByRole('button', { name: /^Descargar el PDF/ }).click())).toBe(
      `incident_${id}.pdf`,
    )
    expect(await downloadOf(page, () => modal.getByRole('button', { name: 'Descargar Incidentes' }).click())).toBe(
      'incidents_general_report.pdf',
    )

    await row.getByRole('button', { name: 'Eliminar la incidencia del 12/03/2026' }).click()
    await confirmDelete(page, '¿Eliminar esta incidencia?')
    await expect(toast(page, 'Incidente Eliminado')).toBeVisible()
    await expect(modal.getByText('Sin incidencias registradas.').filter({ visible: true })).toBeVisible()
  })

  // DESIGN 7: the Kardex is written by kardex.prescribe (a doctor); a nurse gives the doses (doses.give).
  test('Kardex: un médico lo crea con dos medicamentos, busca y edita; una enfermera registra una dosis e imprime; el médico lo elimina', async ({
    page,
    request,
  }) => {
    test.slow()
    const token = await apiToken(request)
    const tag = uniqueTag()
    const resident = await createResident(request, token, `Engracia Kardex ${tag}`)
    const first = await createMedication(request, token, `Omeprazol ${tag}`, { concentration: '20 mg' })
    const second = await createMedication(request, token, `Furosemida ${tag}`, { concentration: '40 mg' })
    const nurse = createUser('nurse')
    await signIn(page, doctor.username, doctor.password)
    let modal = await openTab(page, resident, 'Kardex')
    await expect(modal.getByText('No hay registros.').filter({ visible: true })).toBeVisible()

    await modal.getByRole('button', { name: 'Nuevo Kardex' }).click()
    let dialog = page.getByRole('dialog', { name: 'Nuevo Kardex' })
    await expect(dialog.getByRole('button', { name: /^Quitar/ })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('Seleccione el medicamento.')).toBeVisible()
    await expect(dialog.getByText('Ingrese la dosis.')).toBeVisible()

    const one = dialog.getByRole('group', { name: 'Medicamento 1' })
    await choose(page, one, 'Medicamento', `${first.name} 20 mg`)
    await one.getByLabel('Dosis').fill('1 cápsula')
    await one.getByRole('button', { name: '08:00' }).click()
    await choose(page, one, 'Vía de administración', 'Oral')
    await expect(one.getByTestId('schedule-preview')).toHaveText('08:00')
    await dialog.getByRole('button', { name: 'Añadir medicamento' }).click()
    const two = dialog.getByRole('group', { name: 'Medicamento 2' })
    await expect(dialog.getByRole('button', { name: /^Quitar/ })).toHaveCount(2)
    await choose(page, two, 'Medicamento', `${second.name} 40 mg`)
    await two.getByLabel('Dosis').fill('1 comprimido')
    await two.getByRole('button', { name: '20:00' }).click()
    await choose(page, two, 'Vía de administración', 'Oral')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Kardex Creado')).toBeVisible()

    const today = spanishDate(madridDate())
    let table = modal.getByRole('table', { name: 'Kardex de medicación' })
    let row = table.getByRole('row').filter({ hasText: first.name })
    await expect(row).toContainText(`${first.name} 20 mg, ${second.name} 40 mg`)
    await expect(row).toContainText(doctor.name)
    await expect(row).toContainText('Sin dosis registradas.')

    await modal.getByRole('searchbox', { name: 'Buscar' }).fill(`furosemida ${tag}`.toUpperCase())
    await expect(row).toBeVisible()
    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('insulina')
    await expect(modal.getByText('Ningún registro coincide con la búsqueda.').filter({ visible: true })).toBeVisible()
    await modal.getByRole('searchbox', { name: 'Buscar' }).fill('')

    // Edit: the second medication goes (the last one cannot), the first one's dose changes.
    const label = `la hoja de Kardex del ${today}`
    await row.getByRole('button', { name: `Editar ${label}` }).click()
    dialog = page.getByRole('dialog', { name: 'Editar Kardex' })
    await dialog.getByRole('button', { name: 'Quitar el medicamento 2' }).click()
    await expect(dialog.getByRole('button', { name: /^Quitar/ })).toHaveCount(0)
    await dialog.getByRole('group', { name: 'Medicamento 1' }).getByLabel('Dosis').fill('2 cápsulas')
    await dialog.getByRole('button', { name: 'Actualizar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Kardex Actualizado')).toBeVisible()
    await expect(row).not.toContainText(second.name)

    // Add the second medication back for the dose dialog to offer both.
    await row.getByRole('button', { name: `Editar ${label}` }).click()
    dialog = page.getByRole('dialog', { name: 'Editar Kardex' })
    await dialog.getByRole('button', { name: 'Añadir medicamento' }).click()
    const again = dialog.getByRole('group', { name: 'Medicamento 2' })
    await choose(page, again, 'Medicamento', `${second.name} 40 mg`)
    await again.getByLabel('Dosis').fill('1 comprimido')
    await again.getByRole('button', { name: '20:00' }).click()
    await choose(page, again, 'Vía de administración', 'Oral')
    await dialog.getByRole('button', { name: 'Actualizar' }).click()
    await expect(dialog).toBeHidden()

    // The nurse gives the doses but does not write the Kardex.
    await page.goto('/dashboard')
    await signOut(page)
    await signIn(page, nurse.username, nurse.password)
    modal = await openTab(page, resident, 'Kardex')
    table = modal.getByRole('table', { name: 'Kardex de medicación' })
    row = table.getByRole('row').filter({ hasText: first.name })
    await expect(row).toContainText(`${first.name} 20 mg, ${second.name} 40 mg`)
    await expect(modal.getByRole('button', { name: 'Nuevo Kardex' })).toHaveCount(0)
    await expect(row.getByRole('button', { name: `Editar ${label}` })).toHaveCount(0)
    await expect(row.getByRole('button', { name: `Eliminar ${label}` })).toHaveCount(0)

    await row.getByRole('button', { name: `Registrar una dosis de ${label}` }).click()
    dialog = page.getByRole('dialog', { name: 'Registrar dosis' })
    await expect(dialog.locator('input[name="doseDate"]')).toHaveValue(madridDate())
    await dialog.getByRole('combobox', { name: 'Medicamento' }).click()
    await expect(page.getByRole('option')).toHaveText([`${first.name} 20 mg`, `${second.name} 40 mg`])
    await page.getByRole('option', { name: `${second.name} 40 mg` }).click()
    // Today's first minute: a dose is never dated ahead of now (DESIGN 9).
    await dialog.locator('input[name="doseTime"]').fill('00:00')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Dosis Creada')).toBeVisible()
    await expect(row).toContainText(`${today} 00:00 · ${second.name} 40 mg`)

    await row.getByRole('button', { name: `Ver las dosis de ${label}` }).click()
    dialog = page.getByRole('dialog', { name: 'Historial de dosis' })
    const dose = dialog.getByRole('table', { name: 'Dosis administradas' }).getByRole('row').nth(1)
    await expect(dose).toContainText(today)
    await expect(dose).toContainText('00:00')
    await expect(dose).toContainText(`${second.name} 40 mg`)
    await expect(dose).toContainText(nurse.name)
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await expect(dialog).toBeHidden()

    const [id] = await recordIds(request, `kardex?patientId=${resident._id}`)
    expect(await downloadOf(page, () => row.getByRole('button', { name: /^Descargar el PDF/ }).click())).toBe(
      `kardex_${id}.pdf`,
    )
    expect(await downloadOf(page, () => modal.getByRole('button', { name: 'Descargar Kardex' }).click())).toBe(
      'kardex_general_report.pdf',
    )

    await page.goto('/dashboard')
    await signOut(page)
    await signIn(page, doctor.username, doctor.password)
    modal = await openTab(page, resident, 'Kardex')
    row = modal.getByRole('table', { name: 'Kardex de medicación' }).getByRole('row').filter({ hasText: first.name })
    await row.getByRole('button', { name: `Eliminar ${label}` }).click()
    await confirmDelete(page, '¿Eliminar este Kardex?')
    await expect(toast(page, 'Kardex Eliminado')).toBeVisible()
    await expect(modal.getByText('No hay registros.').filter({ visible: true })).toBeVisible()
  })
})

test('una trabajadora social lee Vitales, Incidentes y Kardex sin poder escribirlos', async ({ page, request }) => {
  const resident = await demoResidentWithVitals(request)
  const social = createUser('socialworker')
  await signIn(page, social.username, social.password)
  const modal = await openTab(page, resident, 'Vitales')
  await expect(modal.getByRole('region', { name: 'Evolución' })).toBeVisible()
  await expect(modal.getByText(/Los signos vitales los registra/)).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Nuevo Registro' })).toHaveCount(0)
  await expect(modal.getByRole('button', { name: /^(Editar|Eliminar) la toma/ })).toHaveCount(0)

  await showTab(page, 'Incidentes')
  await expect(modal.getByRole('button', { name: 'Nuevo Incidente' })).toHaveCount(0)

  await showTab(page, 'Kardex')
  const table = modal.getByRole('table', { name: 'Kardex de medicación' })
  await expect(table.getByRole('button', { name: /^Ver las dosis de/ }).first()).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Nuevo Kardex' })).toHaveCount(0)
  await expect(table.getByRole('button', { name: /^(Registrar una dosis|Editar|Eliminar)/ })).toHaveCount(0)
})
