import { expect, test, type Browser, type Page } from './fixtures'
import { createUser, demo, signIn, uniqueTag } from './helpers'
import { apiToken, createResident } from './residents'

type Person = ReturnType<typeof createUser>

/** A signed-in browser of its own (two people chat from two browsers). */
async function openAs(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, person.username, person.password)
  return page
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: /^Abrir el chat/ }).click()
  return page.getByRole('dialog')
}

test('dos personas chatean en directo: mensaje, «está escribiendo…» y respuesta sin recargar', async ({ browser }) => {
  test.slow() // two browsers signed in at once: on a busy 2-core machine this takes longer than one page
  const ana = createUser('nurse')
  const bruno = createUser('doctor')
  const pageA = await openAs(browser, ana)
  const pageB = await openAs(browser, bruno)

  // Ana busca a Bruno y le escribe.
  const chatA = await openChat(pageA)
  await chatA.getByRole('button', { name: 'Nueva conversación' }).click()
  await chatA.getByRole('searchbox', { name: 'Buscar a alguien del equipo' }).fill(bruno.username)
  await chatA.getByRole('button', { name: new RegExp(bruno.name) }).click()
  await expect(chatA.getByRole('heading', { name: bruno.name })).toBeVisible()
  await expect(chatA.getByText('Aún no hay mensajes. Escribe el primero.')).toBeVisible()
  await chatA.getByRole('textbox', { name: 'Mensaje' }).fill('¿Puedes pasar por la habitación 12?')
  await chatA.getByRole('textbox', { name: 'Mensaje' }).press('Enter')
  await expect(chatA.getByRole('list', { name: `Mensajes con ${bruno.name}` }).getByRole('listitem')).toHaveCount(1)

  // Bruno lo ve llegar sin recargar: el contador del chat y la conversación.
  await expect(pageB.getByRole('button', { name: 'Abrir el chat (1 mensaje sin leer)' })).toBeVisible()
  const chatB = await openChat(pageB)
  await chatB.getByRole('button', { name: new RegExp(ana.name) }).click()
  const messagesB = chatB.getByRole('list', { name: `Mensajes con ${ana.name}` })
  await expect(messagesB.getByText('¿Puedes pasar por la habitación 12?')).toBeVisible()

  // Mientras Bruno escribe, Ana lo ve; al enviar, la respuesta le llega.
  await chatB.getByRole('textbox', { name: 'Mensaje' }).pressSequentially('Voy ahora', { delay: 30 })
  await expect(chatA.getByText(`${bruno.name} está escribiendo…`)).toBeVisible()
  await chatB.getByRole('textbox', { name: 'Mensaje' }).press('Enter')
  const messagesA = chatA.getByRole('list', { name: `Mensajes con ${bruno.name}` })
  await expect(messagesA.getByText('Voy ahora')).toBeVisible()
  await expect(messagesA.getByRole('listitem')).toHaveCount(2)
  await expect(chatA.getByText(`${bruno.name} está escribiendo…`)).toBeHidden()
  // Shift+Intro es una línea nueva, no un envío.
  await chatA.getByRole('textbox', { name: 'Mensaje' }).press('Shift+Enter')
  await expect(messagesA.getByRole('listitem')).toHaveCount(2)

  // Bruno lo ha leído todo: al cerrar el panel, el chat ya no cuenta mensajes sin leer.
  await pageB.keyboard.press('Escape')
  await expect(pageB.getByRole('button', { name: 'Abrir el chat', exact: true })).toBeVisible()

  await pageA.context().close()
  await pageB.context().close()
})

test('la campana recibe en directo la notificación de una incidencia registrada por otra persona', async ({
  browser,
  request,
}) => {
  const nurse = createUser('nurse')
  const doctor = createUser('doctor')
  const page = await openAs(browser, nurse)

  const token = await apiToken(request, doctor.username, doctor.password)
  // The administrator admits (a doctor may not set the family account that createResident sends, DESIGN 7).
  const resident = await createResident(request, await apiToken(request), `Residente Aviso ${uniqueTag()}`)
  await expect(page.getByRole('button', { name: 'Notificaciones' })).toBeVisible()
  await expect(page.getByTestId('notification-dot')).toBeHidden()

  const res = await request.post('/api/incidents', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      residentId: resident._id,
      date: '2026-03-12',
      time: '10:30',
      shift: 'Mañana',
      situation: 'Agitación en el pasillo, se le acompaña a su habitación.',
      calledDoctor: false,
      doctorResponse: '',
      calledRelative: false,
      relativeResponse: '',
      otherAction: false,
      otherResponse: '',
      observations: '',
    },
  })
  expect(res.status(), await res.text()).toBe(201)

  await expect(page.getByTestId('notification-dot')).toBeVisible()
  await page.getByRole('button', { name: 'Notificaciones (hay avisos nuevos)' }).click()
  const item = page.getByRole('menuitem', { name: new RegExp(`Nueva incidencia: ${resident.name}`) })
  await expect(item).toBeVisible()
  await expect(item).toContainText('Agitación en el pasillo')

  // Al abrirla queda leída y lleva a la página de pacientes.
  await item.click()
  await expect(page.getByText('Notificación leída')).toBeVisible()
  await expect(page).toHaveURL(/\/patients/)
  await expect(page.getByTestId('notification-dot')).toBeHidden()
  await page.context().close()
})

// The server's flags are for who manages the settings (settings.manage); everyone else is told to ask them.
test('el asistente explica que no está configurado: cómo activarlo al administrador, a quién pedirlo a los demás', async ({
  browser,
}) => {
  const page = await openAs(browser, createUser('socialworker'))
  const chat = await openChat(page)
  await chat.getByRole('button', { name: /Asistente/ }).click()
  await expect(chat.getByText('El asistente no está configurado.')).toBeVisible()
  await expect(chat.getByText(/pide a la persona que administra Amparo/)).toBeVisible()
  await expect(chat.getByText('--ai-url')).toHaveCount(0)
  await expect(chat.getByText(/AMPARO_AI_URL/)).toHaveCount(0)
  await expect(chat.getByRole('textbox', { name: 'Tu pregunta' })).toHaveCount(0)
  await page.context().close()

  const admin = await openAs(browser, demo)
  const adminChat = await openChat(admin)
  await adminChat.getByRole('button', { name: /Asistente/ }).click()
  await expect(adminChat.getByText('El asistente no está configurado.')).toBeVisible()
  await expect(adminChat.getByText('--ai-url')).toBeVisible()
  await expect(adminChat.getByText(/AMPARO_AI_URL/)).toBeVisible()
  await expect(adminChat.getByRole('textbox', { name: 'Tu pregunta' })).toHaveCount(0)
  await admin.context().close()
})

test('sin HTTPS, la campana explica que los avisos llegan mientras Amparo está abierto', async ({ browser }) => {
  const page = await openAs(browser, createUser('nurse'))
  // The test server is plain http on 127.0.0.1, a secure context for browsers: pretend a LAN address.
  await page.addInitScript(() => Object.defineProperty(window, 'isSecureContext', { value: false }))
  await page.reload()
  await page.getByRole('button', { name: /^Notificaciones/ }).click()
  await expect(
    page.getByText('Las notificaciones push necesitan HTTPS; los avisos siguen llegando mientras Amparo está abierto.'),
  ).toBeVisible()
  await page.context().close()
})
