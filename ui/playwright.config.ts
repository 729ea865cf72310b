import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// Browser tests drive Debian's Chromium against the real built binary (bin/amparo) on a fresh
// temporary database filled with the demo data. `make e2e` builds both first.
const port = Number(process.env.AMPARO_E2E_PORT ?? 18473)
const baseURL = `http://127.0.0.1:${port}`
// Set once by the main process; the workers inherit it, so every test talks to the same data folder.
process.env.AMPARO_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'amparo-e2e-'))

export default defineConfig({
  testDir: './e2e',
  // A test's budget on the 2-core machines, with two workers driving Chromium beside the server: the longest
  // tests (a whole form, a page and its edits) take 20-30 s there, and past 30 s they failed now and then
  // (stop 34's runs: only "Test timeout of 30000ms exceeded", a different test each time).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
      // A Spanish tablet: on Linux Chromium takes its interface language from the environment (with Debian's
      // chromium-l10n installed), and the native date and time fields follow it: dd/mm/aaaa and 24 hours.
      env: { ...process.env, LANGUAGE: 'es_ES', LANG: 'es_ES.UTF-8', LC_ALL: 'es_ES.UTF-8' },
    },
  },
  projects: [
    { name: 'escritorio', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `../bin/amparo serve --addr 127.0.0.1:${port} --data ${process.env.AMPARO_E2E_DATA} --demo`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'ignore',
  },
})
