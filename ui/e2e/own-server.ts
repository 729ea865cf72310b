import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const binary = resolve(import.meta.dirname, '../../bin/amparo')

export type OwnServer = { baseURL: string; stop: () => Promise<void> }

/** A port the system reports free right now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => done(port))
    })
  })
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`amparo serve exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100))
  }
  throw new Error(`amparo serve did not answer ${baseURL}/api/health within ${timeoutMs} ms`)
}

/**
 * Starts a second server of the built binary on a free port with a fresh, empty data folder (no demo
 * data: a brand-new installation without any account). stop() ends that process and removes the folder.
 */
export async function startOwnServer(): Promise<OwnServer> {
  const data = mkdtempSync(join(tmpdir(), 'amparo-e2e-setup-'))
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const child = spawn(binary, ['serve', '--addr', `127.0.0.1:${port}`, '--data', data], { stdio: 'ignore' })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(data, { recursive: true, force: true })
  }

  try {
    await waitForHealth(baseURL, child, 30_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseURL, stop }
}
