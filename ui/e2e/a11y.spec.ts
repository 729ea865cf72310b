import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from './fixtures'
import { createUser, demo, signIn, uniqueTag } from './helpers'
import { createMedication, madridDate } from './medications'
import { createActivity, createPost } from './operations'
import { apiPost, apiToken, createResident, type CreatedResident } from './residents'

/**
 * Issue 16: axe-core finds no serious or critical problem on any page of the app (the public landing, the
 * sign-in and every staff page, as the roles that reach them), in the open menus, panels and forms, nor on a
 * phone. Each person signs in once per worker through the sign-in page; their pages reuse that session.
 */

const tablet = { viewport: { width: 800, height: 1280 } }
const desktop = { viewport: { width: 1280, height: 900 } }
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/**
 * Every violation axe-core rates serious or critical on the page as it is now (or only within `within`), one
 * readable line per element.
 */
async function seriousViolations(page: Page, within?: string) {
  const axe = new AxeBuilder({ page })
  if (within) axe.include(within)
  const { violations } = await axe.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help}. At ${node.target.join(' ')}: ${node.html.slice(0, 160)} | ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    )
}

/** Waits for the page's data (no skeleton, nothing busy), then expects no serious or critical violation. */
async function expectAccessible(page: Page, where: string) {
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  expect.soft(await seriousViolations(page), `axe-core on ${where} (${page.url()})`).toEqual([])
}

/** Opens an address and waits for its main heading. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 })
}

/**
 * A toast with this title, once it has faded in: it and the rest of the toasts pass axe-core. The pointer rests
 * on it first, which pauses its 5 s timer (as it does for a person reading it): on a busy machine injecting
 * axe-core can take longer than what is left of those 5 s, and axe then finds no toaster to check.
 */
async function expectAccessibleToast(page: Page, title: string, where: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title })
  await expect(toast).toHaveAttribute('data-mounted', 'true')
  await toast.hover()
  await expect(toast).toHaveCSS('opacity', '1')
  expect.soft(await seriousViolations(page, '[data-sonner-toaster]'), `axe-core on ${where}`).toEqual([])
}

/** Visits each address and checks it; every page is checked even when an earlier one fails. */
async function checkPages(page: Page, pages: [path: string, heading: string | RegExp][]) {
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      await visit(page, path, heading)
      await expectAccessible(page, path)
    })
  }
}

type Person = { username: string; password: string }
type Session = Awaited<ReturnType<BrowserContext['storageState']>>

/** Each person's stored session (the token in localStorage), signed in once per worker. */
const sessions = new Map<string, Session>()

/** A new page signed in as the person, on a screen of this size. */
async function pageAs(browser: Browser, person: Person, options: BrowserContextOptions = tablet) {
  let state = sessions.get(person.username)
  if (!state) {
    const context = await browser.newContext(tablet)
    const page = await context.newPage()
    await signIn(page, person.username, person.password)
    await expectAccessibleToast(page, 'Sesión iniciada', `el aviso de bienvenida de ${person.username}`)
    state = await context.storageState()
    sessions.set(person.username, state)
    await context.close()
  }
  const context = await browser.newContext({ ...options, storageState: state })
  opened.push(context)
  return context.newPage()
}

/** The contexts pageAs opened for the running test, closed after it. */
const opened: BrowserContext[] = []

/** POST /api/<path> as `token`, expecting success. */
const post = (request: APIRequestContext, token: string, path: string, data: Record<string, unknown>) =>
  apiPost(request, token, `/${path}`, data)

/**
 * A resident with one record of every kind, an active restraint and a Barthel, so every tab shows rows; its
 * family account's username is `family` (password familia-123).
 */
async function residentWithRecords(
  request: APIRequestContext,
  doctor: Person,
): Promise<CreatedResident & { family: string }> {
  const token = await apiToken(request)
  const doctorToken = await apiToken(request, doctor.username, doctor.password)
  const tag = uniqueTag()
  const family = `fam-a11y-${tag}`
  const resident = await createResident(request, token, `Residente Accesible ${tag}`, {
    username: family,
    allergies: 'Penicilina',
    diagnosis: 'Insuficiencia cardiaca',
  })
  const residentId = resident._id
  const today = madridDate()
  await post(request, token, 'notessocialworker', {
    residentId,
    date: today,
    time: '09:00',
    primaryObservation: 'Entrevista con la familia.',
    additionalObservations: [],
  })
  await post(request, token, 'notes', { residentId, date: today, time: '09:10', observations: 'Duerme bien.' })
  await post(request, token, 'vitalsigns', {
    residentId,
    date: today,
    time: '08:30',
    vitalSigns: { systolicPressure: 165, temperature: 36.8 },
    diagnostics: '',
    physicalExam: { observations: '' },
  })
  await post(request, token, 'incidents', {
    residentId,
    date: today,
    time: '10:30',
    shift: 'mañana',
    situation: 'Tropiezo en el pasillo, sin lesiones.',
    calledDoctor: false,
    doctorResponse: '',
    calledRelative: false,
    relativeResponse: '',
    otherAction: false,
    otherResponse: '',
    observations: '',
  })
  await post(request, token, 'care-records', {
    user: residentId,
    date: today,
    bath: true,
    breakfast: true,
    lunch: false,
    dinner: false,
    diaperChange: false,
  })
  const medication = await createMedication(request, token, `Furosemida ${tag}`, { concentration: '40 mg' })
  await post(request, doctorToken, 'kardex', {
    patientId: residentId,
    entries: [{ medication: medication._id, dose: '1 comprimido', route: 'Oral', date: today, times: ['08:00'] }],
  })
  await post(request, doctorToken, 'restraints', {
    residentId,
    type: 'physical',
    device: 'Cinturón abdominal',
    reason: 'Riesgo de caída al levantarse solo de la silla.',
    alternativesTried: 'Silla con respaldo alto y supervisión.',
    schedule: 'Sentado en la sala, de 16:00 a 19:00',
    startDate: today,
    reviewDate: madridDate(7),
    consent: { givenBy: 'Luis Gómez', relationship: 'Hijo', date: today },
  })
  await post(request, token, 'assessments', {
    residentId,
    scale: 'barthel',
    date: today,
    answers: {
      comer: '10',
      lavarse: '5',
      vestirse: '5',
      arreglarse: '5',
      deposicion: '10',
      miccion: '5',
      retrete: '5',
      trasladarse: '10',
      deambular: '10',
      escalones: '0',
    },
    notes: '',
  })
  return { ...resident, family }
}

/**
 * Issue 27: a draft care plan of the resident, with a reference professional and one need, ready to be agreed
 * (the worker's tests share the resident: a draft already there is completed the same way).
 */
async function draftCarePlan(request: APIRequestContext, doctor: Person, residentId: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, doctor.username, doctor.password)}` }
  const created = await request.post('/api/care-plans', { headers, data: { residentId } })
  const answer = await created.json()
  expect([201, 409], JSON.stringify(answer)).toContain(created.status())
  const id = created.status() === 201 ? answer._id : answer.existingId
  const need = {
    _id: '',
    text: 'Riesgo de caídas al levantarse.',
    objective: 'Ninguna caída con lesión hasta la revisión.',
    startDate: madridDate(),
    reviewDate: madridDate(180),
    outcome: null,
    outcomeNote: '',
    interventions: [{ _id: '', text: 'Acompañarle al levantarse.', frequency: 'cada mañana', everyHours: null, times: ['08:00'], role: 'Gerocultor/a', responsible: '' }],
  }
  const saved = await request.put(`/api/care-plans/${id}`, {
    headers,
    data: {
      person: { biography: '', preferences: '', matters: '' },
      referenceProfessional: 'Dra. Accesible',
      areas: [{ id: 'funcional', contributors: [{ name: 'Dra. Accesible', role: 'Médica' }], needs: [need] }],
    },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
}

const admin: Person = demo

/** A doctor and a resident made once per worker (this file's tests share them). */
let doctorOnce: Person | undefined
const doctor = () => (doctorOnce ??= createUser('doctor'))
let residentOnce: ReturnType<typeof residentWithRecords> | undefined
const resident = (request: APIRequestContext) => (residentOnce ??= residentWithRecords(request, doctor()))

/** The resident page's sections after the summary, by address (PAGE_TABS). */
const TABS = [
  'datos',
  'notas-ts',
  'notas',
  'vitales',
  'incidentes',
  'kardex',
  'cuidados',
  'contenciones',
  'caidas',
  'valoraciones',
  'pai',
  'piel',
  'seguimiento',
]

test.describe('accesibilidad (axe-core): sin problemas graves ni críticos', () => {
  // Each test visits and scans several pages (a scan takes one to three seconds on a busy machine).
  test.describe.configure({ timeout: 180_000 })
  test.afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()))
  })

  test('la portada pública y el inicio de sesión, en escritorio y en un móvil', async ({ browser }) => {
    for (const options of [desktop, phone]) {
      const context = await browser.newContext(options)
      const page = await context.newPage()
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page, `la portada (${options.viewport.width} px)`)
      await page.goto('/signin')
      await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible()
      await expectAccessible(page, `el inicio de sesión (${options.viewport.width} px)`)
      // A wrong password: the page's error and its toast.
      await page.locator('input[name="identifier"]').fill(demo.username)
      await page.locator('input[name="password"]').fill('no-es-la-clave')
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
      await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
      await expectAccessibleToast(page, '', `el aviso de una contraseña errónea (${options.viewport.width} px)`)
      await expectAccessible(page, `el inicio de sesión con un error (${options.viewport.width} px)`)
      await context.close()
    }
  })

  test('las páginas del personal, como administradora', async ({ browser, request }) => {
    const token = await apiToken(request)
    await createActivity(request, token, `Taller accesible ${uniqueTag()}`)
    await createPost(request, token, `Publicación accesible ${uniqueTag()}`)
    const page = await pageAs(browser, admin, desktop)
    await checkPages(page, [
      ['/dashboard', /^Hola, /],
      ['/patients', /.+/],
      ['/medication', /.+/],
      ['/inventory', /.+/],
      ['/activities', /.+/],
      ['/posts', /.+/],
      ['/handover', /.+/],
      ['/care-plans', 'Planes de atención'],
      ['/indicadores', 'Indicadores de calidad'],
      ['/admin', /.+/],
      ['/admin?view=social', /.+/],
      ['/audit', 'Auditoría'],
      ['/profile', /.+/],
    ])
  })

  test('la ficha de un residente, su resumen y cada pestaña', async ({ browser, request }) => {
    const { _id, name } = await resident(request)
    const page = await pageAs(browser, admin, tablet)
    await checkPages(page, [
      [`/patients/${_id}`, name],
      ...TABS.map((tab): [string, string] => [`/patients/${_id}/${tab}`, name]),
    ])
  })

  test('las páginas de enfermería', async ({ browser, request }) => {
    const { _id, name } = await resident(request)
    const nurse = await pageAs(browser, createUser('nurse'), tablet)
    await checkPages(nurse, [
      ['/dashboard', /^Hola, /],
      ['/medication', /.+/],
      ['/alerts', /.+/],
      ['/handover', /.+/],
      [`/patients/${_id}/kardex`, name],
      [`/patients/${_id}/vitales`, name],
    ])
    // Issue 25: the bell of those who attend alerts lists the open ones (the resident's 165 mmHg) on top.
    await nurse.getByRole('button', { name: /^Notificaciones/ }).click()
    await expect(nurse.getByRole('group', { name: 'Alertas clínicas abiertas' })).toBeVisible()
    await expectAccessible(nurse, 'la campana con alertas clínicas abiertas')
    await nurse.keyboard.press('Escape')
  })

  test('las páginas del médico y el acuerdo del plan de atención', async ({ browser, request }) => {
    const { _id, name } = await resident(request)
    const physician = await pageAs(browser, doctor(), tablet)
    await checkPages(physician, [
      ['/dashboard', /^Hola, /],
      ['/alerts', /.+/],
    ])
    // Issue 27: the care plan's draft as a form, and its agreement with the signature pad, empty and with its errors.
    await draftCarePlan(request, doctor(), _id)
    await checkPages(physician, [[`/patients/${_id}/pai`, name]])
    await expect(physician.getByRole('form', { name: 'Borrador del plan' })).toBeVisible()
    await physician.getByRole('button', { name: 'Aprobar y firmar' }).click()
    const agreement = physician.getByRole('dialog', { name: 'Aprobar y firmar el plan' })
    await agreement.getByText('Firmado en la tableta').click()
    await expect(agreement.getByRole('img', { name: 'Recuadro para firmar con el dedo' })).toBeVisible()
    await expectAccessible(physician, 'el acuerdo del plan de atención')
    await agreement.getByRole('button', { name: 'Aprobar', exact: true }).click()
    await expect(agreement.getByText('Falta la firma.')).toBeVisible()
    await expectAccessible(physician, 'el acuerdo del plan de atención con sus errores')
    await physician.keyboard.press('Escape')
  })

  test('las páginas de trabajo social y lo que ve una familia', async ({ browser, request }) => {
    const { _id, name, family } = await resident(request)
    const social = await pageAs(browser, createUser('socialworker'), tablet)
    await checkPages(social, [
      ['/dashboard', /^Hola, /],
      [`/patients/${_id}/notas-ts`, name],
    ])
    // A family account has no staff pages: it signs in to the frame, which says it is loading the roles.
    const relative = await pageAs(browser, { username: family, password: 'familia-123' }, tablet)
    await relative.goto('/dashboard')
    await expect(relative.getByText('Cargando roles...')).toBeVisible()
    await expectAccessible(relative, 'lo que ve una familia')
  })

  test('los menús y los paneles del marco abiertos', async ({ browser }) => {
    const page = await pageAs(browser, admin, tablet)
    await visit(page, '/dashboard', /^Hola, /)
    await test.step('el menú de usuario', async () => {
      await page.getByRole('button', { name: 'menú de usuario' }).click()
      await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible()
      await expectAccessible(page, 'el menú de usuario abierto')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toBeHidden()
    })
    await test.step('las notificaciones', async () => {
      await page.getByRole('button', { name: /^Notificaciones/ }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      await expectAccessible(page, 'las notificaciones abiertas')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toBeHidden()
    })
    await test.step('el chat', async () => {
      await page.getByRole('button', { name: /^Abrir el chat/ }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectAccessible(page, 'el panel del chat')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
    })
  })

  test('los formularios abiertos, vacíos y con sus errores', async ({ browser, request }) => {
    const { _id, name } = await resident(request)
    const page = await pageAs(browser, admin, tablet)
    // Each form open, then sent empty: its errors must be as readable as its fields.
    const forms: [path: string, heading: string | RegExp, button: string, choice?: string][] = [
      [`/patients/${_id}/notas`, name, 'Nueva Nota'],
      [`/patients/${_id}/vitales`, name, 'Nuevo Registro'],
      [`/patients/${_id}/incidentes`, name, 'Nuevo Incidente'],
      [`/patients/${_id}/valoraciones`, name, 'Nueva valoración', 'Índice de Barthel'],
      ['/activities', /.+/, 'Nueva Actividad'],
      ['/inventory', /.+/, 'Nuevo Medicamento'],
    ]
    for (const [path, heading, button, choice] of forms) {
      await test.step(`${path}: ${button}`, async () => {
        await visit(page, path, heading)
        await page.getByRole('button', { name: button, exact: true }).first().click()
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        if (choice) await dialog.getByRole('button', { name: choice }).click()
        await expectAccessible(page, `el formulario «${button}» de ${path}`)
        await dialog.locator('button[type="submit"]').click()
        await expect(dialog.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible()
        await expectAccessible(page, `el formulario «${button}» de ${path} con sus errores`)
      })
    }
    await test.step('el alta de un residente', async () => {
      await visit(page, '/patients', /.+/)
      await page
        .getByRole('button', { name: 'Nuevo Paciente' })
        .or(page.getByRole('link', { name: 'Nuevo Paciente' }))
        .first()
        .click()
      await expect(page.getByRole('heading', { name: 'Registrar Nuevo Paciente' })).toBeVisible()
      await expectAccessible(page, 'el alta de un residente')
    })
  })

  test('la pantalla de bloqueo por inactividad', async ({ browser }) => {
    const page = await pageAs(browser, admin, tablet)
    await page.clock.install()
    await visit(page, '/dashboard', /^Hola, /)
    await page.clock.fastForward('10:01')
    const lock = page.getByRole('dialog', { name: 'Sesión bloqueada' })
    await expect(lock).toBeVisible()
    await expectAccessible(page, 'la pantalla de bloqueo')
    await lock.getByLabel('Contraseña', { exact: true }).fill('no-es-la-buena')
    await lock.getByLabel('Contraseña', { exact: true }).press('Enter')
    await expect(lock.getByText('La contraseña no es correcta.')).toBeVisible()
    await expectAccessible(page, 'la pantalla de bloqueo con un error')
  })

  test('en un móvil (390×844): el marco, su menú y la ficha de un residente', async ({ browser, request }) => {
    const { _id, name } = await resident(request)
    const page = await pageAs(browser, admin, phone)
    await checkPages(page, [
      ['/dashboard', /^Hola, /],
      ['/patients', /.+/],
      [`/patients/${_id}`, name],
      [`/patients/${_id}/notas`, name],
    ])
    await test.step('las acciones de una nota y la pregunta antes de borrarla', async () => {
      await page.getByRole('main').getByRole('button', { name: /^Más acciones/ }).first().click()
      await expect(page.getByRole('menu')).toBeVisible()
      await expectAccessible(page, 'el menú «Más acciones» de una nota')
      await page.getByRole('menuitem', { name: /^Eliminar/ }).click()
      const confirm = page.getByRole('alertdialog')
      await expect(confirm).toBeVisible()
      await expectAccessible(page, 'la pregunta antes de borrar una nota')
      await confirm.getByRole('button', { name: 'Cancelar' }).click()
      await expect(confirm).toBeHidden()
    })
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expect(page.getByRole('dialog').getByRole('navigation')).toBeVisible()
    await expectAccessible(page, 'el menú del móvil abierto')
  })
})
