import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from './fixtures'
import { createUser, openAs, signIn, uniqueTag } from './helpers'
import { madridClock, madridDate } from './medications'
import { photoDataUrl } from './operations'
import { toast } from './records'
import { apiPost, apiToken, createResident } from './residents'

// Issue 27: the care plan's interventions are the shift's work, recorded on the tablet with one tap.
test.use({ viewport: { width: 800, height: 1280 } })

type Shift = 'manana' | 'tarde' | 'noche'
type ShiftOf = { date: string; shift: Shift }

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

/** `YYYY-MM-DD` one calendar day after. */
function nextDay(date: string) {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** Madrid's wall clock `minutes` from now, `YYYY-MM-DDTHH:MM` (the form of a task's slot). */
function madridKey(minutes = 0) {
  const at = new Date(Date.now() + minutes * 60_000)
  return `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(at)}T${madridClock(at)}`
}

/** The shift under way as the server says (its X-Shift headers), with the slot key it ends at. */
async function currentShift(request: APIRequestContext, token: string) {
  const res = await request.get('/api/care-tasks', { headers: auth(token) })
  expect(res.ok(), await res.text()).toBe(true)
  const shift = { date: res.headers()['x-shift-date'], shift: res.headers()['x-shift'] as Shift }
  const settings = await request.get('/api/mar/settings', { headers: auth(token) })
  const { start, end } = (await settings.json()).shifts[shift.shift] as { start: string; end: string }
  return { ...shift, end: `${end <= start ? nextDay(shift.date) : shift.date}T${end}` }
}

/** The shift before (the night before a morning is the previous date's). */
function previousShift({ date, shift }: ShiftOf): ShiftOf {
  if (shift === 'tarde') return { date, shift: 'manana' }
  if (shift === 'noche') return { date, shift: 'tarde' }
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() - 1)
  return { date: day.toISOString().slice(0, 10), shift: 'noche' }
}

/**
 * A care plan in force for the resident, agreed now by a doctor, with one need whose interventions are done at
 * `time` each day by the roles given.
 */
async function planInForce(
  request: APIRequestContext,
  doctor: { username: string; password: string; name: string },
  residentId: string,
  interventions: { text: string; role: string; time: string }[],
) {
  const token = await apiToken(request, doctor.username, doctor.password)
  const draft = (await apiPost(request, token, '/care-plans', { residentId })) as { _id: string }
  const saved = await request.put(`/api/care-plans/${draft._id}`, {
    headers: auth(token),
    data: {
      person: { biography: '', preferences: 'Pasear por el jardín.', matters: 'Seguir caminando.' },
      referenceProfessional: doctor.name,
      areas: [
        {
          id: 'funcional',
          contributors: [{ name: doctor.name, role: 'Médico' }],
          needs: [
            {
              _id: '',
              text: 'Riesgo de caídas al caminar.',
              objective: 'Caminar a diario sin caídas hasta la revisión.',
              startDate: madridDate(),
              reviewDate: madridDate(180),
              outcome: null,
              outcomeNote: '',
              interventions: interventions.map(({ text, role, time }) => ({
                _id: '',
                text,
                frequency: 'a diario',
                everyHours: null,
                times: [time],
                role,
                responsible: '',
              })),
            },
          ],
        },
      ],
    },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  await apiPost(request, token, `/care-plans/${draft._id}/approve`, {
    agreement: { name: 'Luis Pérez', relationship: 'Hijo', date: madridDate(), method: 'tableta', signature: photoDataUrl },
  })
}

test('tareas del turno: la enfermera hace una tarea del PAI con un toque, queda hecha con su nombre y sigue hecha al recargar', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const admin = await apiToken(request)
  const tag = uniqueTag()
  const resident = await createResident(request, admin, `Pilar Tareas ${tag}`)
  const doctor = createUser('doctor')
  const nurse = createUser('nurse')

  // The task's slot is two minutes ahead (after the plan is agreed, so in force at it), in the shift under way:
  // in a shift's last two minutes the test waits for the next one to begin.
  let shift = await currentShift(request, admin)
  if (madridKey(2) >= shift.end) {
    test.setTimeout(360_000)
    const ending = shift.shift
    await expect.poll(async () => (await currentShift(request, admin)).shift, { timeout: 240_000 }).not.toBe(ending)
    shift = await currentShift(request, admin)
  }
  const due = madridKey(2)
  const time = due.slice(11)
  const walk = `Caminar 10 min acompañada (${tag})`
  const physio = `Ejercicios de equilibrio (${tag})`
  await planInForce(request, doctor, resident._id, [
    { text: walk, role: 'Gerocultor/a', time },
    { text: physio, role: 'Fisioterapia', time },
  ])

  // The nurse's dashboard leads to them (its card lists the first tasks due, the oldest first), as the menu does.
  await signIn(page, nurse.username, nurse.password)
  await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Tareas del turno' })).toHaveAttribute(
    'href',
    '/care-tasks',
  )
  const card = page.getByRole('region', { name: /Tareas del PAI para ahora/ })
  await expect(card.getByRole('listitem').first()).toBeVisible()
  await card.getByRole('link', { name: 'Ver todas las tareas del turno' }).click()
  await expect(page).toHaveURL(/\/care-tasks$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tareas del turno' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Turno' }).getByRole('button', { pressed: true })).toHaveCount(1)
  const residentTasks = page.getByRole('region', { name: `Tareas de ${resident.name} a las ${time}` })
  const task = residentTasks.getByRole('listitem', { name: `${time} ${walk}` })
  await expect(task).toContainText('a diario · Gerocultor/a')
  await expect(task).toContainText('Toca ahora')
  await expect(residentTasks.getByRole('listitem', { name: `${time} ${physio}` })).toBeVisible()

  // «Solo mi cargo»: a nurse's are Enfermería's and the gerocultores', not physiotherapy's.
  await page.getByRole('switch', { name: 'Solo mi cargo' }).check()
  await expect(page).toHaveURL(/mine=true/)
  await expect(residentTasks.getByRole('listitem', { name: `${time} ${physio}` })).toBeHidden()
  await expect(task).toBeVisible()

  const axe = await new AxeBuilder({ page }).include('main').analyze()
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([])

  // One tap.
  await task.getByRole('button', { name: `Hecha: ${walk} de ${resident.name} (${time})` }).click()
  await expect(toast(page, 'Tarea registrada')).toBeVisible()
  await expect(task).toHaveAttribute('data-state', 'done')
  await expect(task).toContainText(`${nurse.name} a las`)
  await expect(task.getByRole('button')).toHaveCount(0)

  await page.reload()
  await expect(task).toHaveAttribute('data-state', 'done')
  await expect(task).toContainText(`${nurse.name} a las`)
  await expect(page.getByRole('switch', { name: 'Solo mi cargo' })).toBeChecked()

  // On a phone too: the same record, nothing wider than the screen.
  const phone = await openAs(browser, nurse, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  await phone.goto('/care-tasks')
  const onPhone = phone.getByRole('region', { name: `Tareas de ${resident.name} a las ${time}` })
  await expect(onPhone.getByRole('listitem', { name: `${time} ${walk}` })).toContainText(`${nurse.name} a las`)
  const physioButton = onPhone.getByRole('button', { name: `Hecha: ${physio} de ${resident.name} (${time})` })
  expect((await physioButton.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await phone.context().close()
})

test('el relevo muestra las tareas del PAI del turno anterior que nadie registró', async ({ page, request }) => {
  const admin = await apiToken(request)
  const before = previousShift(await currentShift(request, admin))
  // The demo's plans in force (store/demo_care_plans.go) have tasks in every shift; nobody recorded these.
  const res = await request.get(`/api/care-tasks?date=${before.date}&shift=${before.shift}`, { headers: auth(admin) })
  expect(res.ok()).toBe(true)
  const tasks = (await res.json()) as { residentName: string; text: string; due: string; done: unknown }[]
  const undone = tasks.find((task) => task.done === null)
  expect(undone, 'a task of the previous shift nobody recorded').toBeTruthy()

  const nurse = createUser('nurse')
  await signIn(page, nurse.username, nurse.password)
  await page.goto(`/handover?date=${before.date}&shift=${before.shift}`)
  const card = page.getByRole('region', { name: undone!.residentName, exact: true })
  const item = card.getByRole('listitem').filter({ hasText: `Tarea del plan de atención sin registrar: ${undone!.text}` })
  await expect(item.first()).toContainText('Tarea del PAI sin registrar')
  await expect(item.first()).toContainText(undone!.due.slice(11))
})
