#!/usr/bin/env node
// Largest contentful paint of the public pages (issue 16: <= 1 s on loopback), measured in Debian's Chromium
// against the real built binary (bin/amparo, `make build` first) on a fresh demo database. Each run is a new
// browser context (empty cache), as a first visit; the table gives the median of RUNS runs (default 7), with the
// JavaScript the page downloaded (compressed bytes, from Resource Timing) beside it.
// Run by `make bench`; timing belongs here, never in a test.
// Usage: node scripts/lcp-bench.mjs   (RUNS=n, AMPARO_BIN=path)
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const GOAL_MS = 1000
const RUNS = Number(process.env.RUNS ?? 7)
const binary = process.env.AMPARO_BIN ?? fileURLToPath(new URL('../../bin/amparo', import.meta.url))
const cases = [
  { path: '/', viewport: { width: 1280, height: 800 }, label: 'escritorio' },
  { path: '/', viewport: { width: 390, height: 844 }, label: 'móvil' },
  { path: '/signin', viewport: { width: 1280, height: 800 }, label: 'escritorio' },
]

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bin/amparo exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('bin/amparo did not answer /api/health within 60 s')
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** One first visit: LCP (the last candidate once the page has settled), FCP and the scripts' bytes. */
async function visit(browser, base, { path, viewport }) {
  const context = await browser.newContext({ viewport, locale: 'es-ES', timezoneId: 'Europe/Madrid' })
  await context.addInitScript(() => {
    window.__lcp = { time: 0, element: '' }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = entry.element
        window.__lcp = {
          time: entry.startTime,
          element: element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` : entry.url || '?',
        }
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  const page = await context.newPage()
  await page.goto(base + path, { waitUntil: 'load' })
  // Let the route's chunk, the data and the fonts arrive and paint; LCP candidates stop with the first input.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {})
  await page.waitForTimeout(300)
  const result = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || /\.js(\?|$)/.test(entry.name))
      .filter((entry) => /\.js(\?|$)/.test(entry.name))
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]
    return {
      lcp: window.__lcp.time,
      element: window.__lcp.element,
      fcp: fcp ? fcp.startTime : 0,
      jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      jsFiles: scripts.length,
    }
  })
  await context.close()
  return result
}

async function main() {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const data = mkdtempSync(join(tmpdir(), 'amparo-lcp-'))
  const child = spawn(binary, ['serve', '--addr', `127.0.0.1:${port}`, '--data', data, '--demo'], { stdio: 'ignore' })
  let failed = false
  try {
    await waitForHealth(base, child)
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    })
    try {
      await visit(browser, base, cases[0]) // warm the server's own caches once; not counted
      console.log(`Largest contentful paint, first visit (empty cache), ${RUNS} runs, ${base} (bin/amparo --demo)\n`)
      console.log('| page | screen | LCP median | min | max | FCP median | LCP element | JavaScript (gzip, as served) | goal |')
      console.log('|---|---|---:|---:|---:|---:|---|---:|---|')
      for (const item of cases) {
        const runs = []
        for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, base, item))
        const lcps = runs.map((run) => run.lcp)
        const lcp = median(lcps)
        const pass = lcp > 0 && lcp <= GOAL_MS
        if (!pass) failed = true
        const elements = [...new Set(runs.map((run) => run.element))].join(', ')
        const js = median(runs.map((run) => run.jsBytes))
        const files = median(runs.map((run) => run.jsFiles))
        console.log(
          `| ${item.path} | ${item.label} ${item.viewport.width}x${item.viewport.height} | ${lcp.toFixed(0)} ms | ` +
            `${Math.min(...lcps).toFixed(0)} ms | ${Math.max(...lcps).toFixed(0)} ms | ` +
            `${median(runs.map((run) => run.fcp)).toFixed(0)} ms | ${elements} | ${(js / 1000).toFixed(1)} KB in ${files} files | ` +
            `${pass ? 'PASS' : 'FAIL'} (<= ${GOAL_MS} ms) |`,
        )
      }
    } finally {
      await browser.close()
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
    rmSync(data, { recursive: true, force: true })
  }
  if (failed) {
    console.error(`\nLargest contentful paint above ${GOAL_MS} ms.`)
    process.exit(1)
  }
}

await main()
