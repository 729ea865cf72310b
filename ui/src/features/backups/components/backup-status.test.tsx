import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BackupStatus, formatBytes } from '@/features/backups/components/backup-status'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

// 2026-11-21 10:00 in Madrid.
const NOW = new Date('2026-11-21T09:00:00Z')

function copy(at: string, extra: Partial<{ file: string; bytes: number; verified: boolean }> = {}) {
  return { file: `amparo-${at}.db`, at, bytes: 13_002_342, verified: true, ...extra }
}

/** Answers GET /api/admin/backups with `answer` and counts the calls. */
function serveBackups(answer: () => Response) {
  const paths: string[] = []
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    paths.push(url.pathname)
    return url.pathname === '/api/admin/backups' ? answer() : jsonResponse(404, { message: 'No se encontró lo que buscas.', fields: {} })
  })
  return paths
}

function card() {
  return screen.getByRole('region', { name: 'Copias de seguridad' })
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
  saveSession({ _id: 'u1', username: 'lucia' }, 'tok')
})

afterEach(() => {
  vi.useRealTimers()
})

describe('BackupStatus', () => {
  it('shows the last copy: when (es-ES), its size and that it verified, without a warning', async () => {
    const paths = serveBackups(() =>
      jsonResponse(200, [copy('2026-11-21T02:00:00Z'), copy('2026-11-20T02:00:00Z', { bytes: 10, verified: false })]),
    )
    renderWithProviders(<BackupStatus />)
    const last = await within(card()).findByText('21/11/2026, 03:00')
    expect(last.closest('div')).toHaveTextContent('Última copia21/11/2026, 03:00')
    expect(card()).toHaveTextContent('Tamaño12,4 MB')
    expect(card()).toHaveTextContent('VerificadaSí')
    expect(card()).toHaveTextContent('2 copias guardadas')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(paths).toEqual(['/api/admin/backups'])
  })

  it('warns when no copy is younger than 26 hours', async () => {
    serveBackups(() => jsonResponse(200, [copy('2026-11-20T06:59:00Z')])) // 26 h 1 min before NOW
    renderWithProviders(<BackupStatus />)
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay ninguna copia de seguridad de las últimas 26 horas')
    expect(card()).toHaveTextContent('Última copia20/11/2026, 07:59')
  })

  it('does not warn with a copy 25 hours old', async () => {
    serveBackups(() => jsonResponse(200, [copy('2026-11-20T08:00:00Z')]))
    renderWithProviders(<BackupStatus />)
    await within(card()).findByText('20/11/2026, 09:00')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says when the last copy did not verify', async () => {
    serveBackups(() => jsonResponse(200, [copy('2026-11-21T02:00:00Z', { verified: false })]))
    renderWithProviders(<BackupStatus />)
    await within(card()).findByText('21/11/2026, 03:00')
    expect(card()).toHaveTextContent('VerificadaNo')
    expect(card()).toHaveTextContent('La última copia no superó la comprobación')
  })

  it('with no copies at all says so and warns', async () => {
    serveBackups(() => jsonResponse(200, []))
    renderWithProviders(<BackupStatus />)
    expect(await within(card()).findByText('Todavía no hay ninguna copia de seguridad.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('No hay ninguna copia de seguridad de las últimas 26 horas')
  })

  it('shows the loading state, then a load error with the reason and a retry that reads again', async () => {
    let fail = true
    const paths = serveBackups(() =>
      fail
        ? jsonResponse(500, { message: 'Ha ocurrido un error inesperado.', fields: {} })
        : jsonResponse(200, [copy('2026-11-21T02:00:00Z')]),
    )
    renderWithProviders(<BackupStatus />)
    expect(card().querySelector('[aria-busy]')).not.toBeNull()
    const error = await screen.findByRole('alert')
    expect(error).toHaveTextContent('No se pudo cargar el estado de las copias de seguridad. Ha ocurrido un error inesperado.')
    fail = false
    await userEvent.click(within(error).getByRole('button', { name: 'Reintentar' }))
    await within(card()).findByText('21/11/2026, 03:00')
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(paths).toEqual(['/api/admin/backups', '/api/admin/backups'])
  })
})

describe('formatBytes', () => {
  it('writes sizes the es-ES way in units of 1024', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(2048)).toBe('2 KB')
    expect(formatBytes(13_002_342)).toBe('12,4 MB')
    expect(formatBytes(3 * 1024 ** 3 + 1024 ** 3 / 2)).toBe('3,5 GB')
  })
})
