import { expect, test } from './fixtures'

test.describe('página pública', () => {
  test('muestra la residencia, sus servicios y el pie con el horario de visitas', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Amparo | Inicio')

    const nav = page.getByRole('navigation', { name: 'Navegación principal' })
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible()
    await expect(nav.getByRole('link', { name: /Contacto/ })).toHaveAttribute('href', /^https:\/\//)

    for (const title of [
      'Atención médica 24/7', 'Cuidado personalizado', 'Actividades sociales', 'Nutrición especializada',
      'Instalaciones cómodas', 'Seguridad garantizada', 'Servicios premium',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }

    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('10am-5pm')
    await expect(footer).toContainText('+34 910 000 000')
    await expect(footer).toContainText('contacto@residencia-amparo.es')
    await expect(footer).toContainText('1998')

    const visit = page.getByRole('link', { name: /Agendar Visita/ }).first()
    await expect(visit).toHaveAttribute('target', '_blank')
    await expect(visit).toHaveAttribute('href', /^https:\/\//)
  })

  test('el vídeo de portada está silenciado, en bucle, y se puede activar el sonido', async ({ page }) => {
    await page.goto('/')
    const video = page.locator('video')
    await expect(video).toHaveJSProperty('muted', true)
    await expect(video).toHaveJSProperty('loop', true)
    expect(await video.evaluate((v) => v.getBoundingClientRect().height)).toBeGreaterThan(0)
    const hero = await page.locator('section').first().evaluate((s) => s.getBoundingClientRect().height)
    expect(hero).toBe(600)

    await page.getByRole('button', { name: 'Activar el sonido del vídeo' }).click()
    await expect(video).toHaveJSProperty('muted', false)
    await page.getByRole('button', { name: 'Silenciar el vídeo' }).click()
    await expect(video).toHaveJSProperty('muted', true)
  })

  test('Ingresar lleva a la pantalla de inicio de sesión', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Ingresar' }).first().click()
    await expect(page).toHaveURL(/\/signin$/)
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible()
  })

  test('en el móvil, el menú añade Servicios, Instalaciones y Testimonios', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const menu = page.getByRole('dialog')
    for (const name of ['Servicios', 'Instalaciones', 'Testimonios']) {
      await expect(menu.getByRole('link', { name })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Testimonios' }).click()
    await expect(page.getByRole('heading', { name: 'Testimonios', level: 2 })).toBeInViewport()
  })

  test('en el móvil, Escape cierra el menú y el foco vuelve a su botón', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Abrir menú' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  test('la página no infringe la política de seguridad de contenidos', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    await page.goto('/')
    await page.goto('/signin')
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
    await expect(page.getByText('La contraseña es obligatoria.')).toBeVisible()
    expect(violations).toEqual([])
  })
})
