import { expect, test, type Locator, type Page } from './fixtures'
import { createUser, signIn, uniqueTag } from './helpers'
import { openTab } from './records'
import { apiToken, createResident } from './residents'

/**
 * DESIGN 12, shared devices: after --idle-lock minutes without input (the default 10, as the test server
 * runs) a staff page locks behind the password, keeping the page and what was typed in it. The browser's
 * clock is installed before the first page so that the test can jump ten minutes ahead.
 */

const lockScreen = (page: Page) => page.getByRole('dialog', { name: 'Sesión bloqueada' })

/** Whether what is drawn at the middle of `element` is the lock screen (it covers the whole page). */
async function coveredByTheLock(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top?.closest('[data-testid="lock-screen"]') != null
  })
}

test.describe('bloqueo por inactividad en la tableta (800×1280)', () => {
  test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true })

  test('una enfermera deja una nota a medias: la página se bloquea, la contraseña la abre y la nota sigue ahí', async ({
    page,
    request,
  }) => {
    const nurse = createUser('nurse')
    const resident = await createResident(request, await apiToken(request), `Bloqueo Nota ${uniqueTag()}`)
    await page.clock.install()
    await signIn(page, nurse.username, nurse.password)
    const main = await openTab(page, resident, 'Notas')

    await main.getByRole('button', { name: 'Nueva Nota' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nueva Nota' })
    const note = dialog.getByLabel('Observaciones')
    const text = 'Ha cenado bien; a las 22:00 pide otra manta y'
    await note.fill(text)
    // The same text box, found by its id once the lock hides it from the accessibility tree.
    const noteBox = page.locator(`[id="${await note.getAttribute('id')}"]`)

    // Nine minutes without input: nothing yet.
    await page.clock.fastForward('09:00')
    await expect(lockScreen(page)).toBeHidden()
    // A key pressed counts as input: the ten minutes start again from it.
    await note.press('End')
    await page.clock.fastForward('09:30')
    await expect(lockScreen(page)).toBeHidden()
    await page.clock.fastForward('01:00')

    const lock = lockScreen(page)
    await expect(lock).toBeVisible()
    await expect(lock.getByText(nurse.name)).toBeVisible()
    const password = lock.getByLabel('Contraseña', { exact: true })
    await expect(password).toBeFocused()
    // The note is there, but covered, out of the accessibility tree and out of reach.
    await expect(noteBox).toHaveValue(text)
    expect(await coveredByTheLock(noteBox)).toBe(true)
    await expect(page.getByRole('textbox', { name: 'Observaciones' })).toHaveCount(0)
    await expect(page.getByRole('dialog', { name: 'Nueva Nota' })).toHaveCount(0)
    // Escape leaves both the lock and the note underneath as they are.
    await page.keyboard.press('Escape')
    await expect(lock).toBeVisible()

    await password.fill('no-es-la-buena')
    await password.press('Enter')
    await expect(lock.getByText('La contraseña no es correcta.')).toBeVisible()
    await expect(password).toHaveValue('')
    await expect(lock).toBeVisible()

    await password.fill(nurse.password)
    await lock.getByRole('button', { name: 'Desbloquear' }).click()
    await expect(lock).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(note).toHaveValue(text)
    expect(await coveredByTheLock(note)).toBe(false)
    // Focus is back in the note: writing goes on where it was left.
    await expect(note).toBeFocused()
    await note.press('End')
    await page.keyboard.type(' se la llevamos.')
    await expect(note).toHaveValue(`${text} se la llevamos.`)
  })
})

test.describe('bloqueo por inactividad en el móvil (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('una página bloqueada sigue bloqueada al recargar y «Cerrar sesión» termina la sesión', async ({ page }) => {
    const nurse = createUser('nurse')
    await page.clock.install()
    await signIn(page, nurse.username, nurse.password)
    // The staff frame is on screen (its idle timer armed) before the ten minutes pass.
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible()
    await page.clock.fastForward('10:01')
    const lock = lockScreen(page)
    await expect(lock).toBeVisible()
    await expect(lock.getByLabel('Contraseña', { exact: true })).toBeFocused()
    const token = await page.evaluate(() => localStorage.getItem('token'))

    // Reloading the tab is no way around the lock.
    await page.reload()
    await expect(lock).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)

    await lock.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page).toHaveURL(/\/signin$/)
    await expect(lock).toBeHidden()
    // The session ended on the server too.
    const res = await page.request.get('/api/auth/verify', { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status()).toBe(401)

    // Signing in again starts unlocked.
    await signIn(page, nurse.username, nurse.password)
    await expect(lock).toBeHidden()
  })
})
