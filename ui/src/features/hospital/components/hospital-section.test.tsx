import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HospitalSection } from '@/features/hospital/components/hospital-section'
import { PermissionsProvider } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { allBut, PERMISSIONS } from '@/test/permissions'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

type Call = { path: string; method: string; body: unknown }

const resident = { _id: 'r1', name: 'María José Núñez', archived: false }
const stay = { since: '2026-11-20T08:40:00Z', reason: 'Caída con sospecha de fractura de cadera' }

/** The server: the resident (in hospital when `state.stay` is set), the hospital routes and the sheet. */
function serve(state: { stay: typeof stay | null }) {
  const calls: Call[] = []
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const call = { path: url.pathname + url.search, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null }
    calls.push(call)
    if (call.path === '/api/patients/r1') return jsonResponse(200, { _id: 'r1', name: resident.name, hospitalStay: state.stay })
    if (call.path === '/api/patients/r1/hospital' && call.method === 'POST') {
      state.stay = { since: '2026-11-20T08:40:00Z', reason: (call.body as { reason: string }).reason }
      return jsonResponse(201, state.stay)
    }
    if (call.path.startsWith('/api/patients/r1/transfer/pdf')) {
      return new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="traslado_r1_2026-11-20.pdf"' },
      })
    }
    return jsonResponse(404, { message: 'No encontrado.' })
  })
  return calls
}

function renderSection(permissions: readonly string[], who = resident) {
  return renderInRouter(
    <PermissionsProvider permissions={permissions}>
      <HospitalSection resident={who} />
    </PermissionsProvider>,
  )
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'enfermera' }, 'tok')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('HospitalSection', () => {
  it('shows a resident in hospital with since when and why, with the sheet and the return for a nurse', async () => {
    serve({ stay })
    renderSection(PERMISSIONS.nurse)
    const banner = await screen.findByRole('region', { name: 'En el hospital' })
    expect(banner).toHaveTextContent('En el hospital desde el 20/11/2026 09:40 · Caída con sospecha de fractura de cadera')
    expect(banner).toHaveTextContent('Mientras esté en el hospital, sus dosis se anotan como «Ausente u hospitalizado».')
    expect(within(banner).getByRole('button', { name: 'Hoja de traslado (PDF)' })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'Registrar vuelta' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Registrar salida al hospital' })).not.toBeInTheDocument()
  })

  it('shows the banner without its buttons to someone without transfer.write', async () => {
    serve({ stay })
    renderSection(allBut('transfer.write'))
    const banner = await screen.findByRole('region', { name: 'En el hospital' })
    expect(banner).toHaveTextContent('En el hospital desde el 20/11/2026 09:40')
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument()
  })

  it('offers nothing for a resident in the home without transfer.write, nor for an archived one', async () => {
    const calls = serve({ stay: null })
    const { unmount } = renderSection(PERMISSIONS.socialworker)
    await waitFor(() => expect(calls.some((call) => call.path === '/api/patients/r1')).toBe(true))
    expect(screen.queryByRole('region', { name: 'Traslado al hospital' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    unmount()

    renderSection(PERMISSIONS.nurse, { ...resident, archived: true })
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/patients/r1')).toHaveLength(2))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('records a departure: the dialog sends when and why, and the banner follows', async () => {
    const calls = serve({ stay: null })
    const user = userEvent.setup()
    renderSection(PERMISSIONS.nurse)
    const section = await screen.findByRole('region', { name: 'Traslado al hospital' })
    await user.click(within(section).getByRole('button', { name: 'Registrar salida al hospital' }))
    const dialog = await screen.findByRole('dialog', { name: 'Registrar salida al hospital' })
    fireEvent.change(within(dialog).getByLabelText('Fecha y hora de la salida'), { target: { value: '2026-11-20T09:40' } })
    await user.type(within(dialog).getByLabelText('Motivo'), '  Caída en el baño  ')
    await user.click(within(dialog).getByRole('button', { name: 'Registrar salida' }))

    const banner = await screen.findByRole('region', { name: 'En el hospital' })
    expect(banner).toHaveTextContent('En el hospital desde el 20/11/2026 09:40 · Caída en el baño')
    expect(await screen.findByText('Salida al hospital registrada')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Registrar salida al hospital' })).not.toBeInTheDocument()
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      path: '/api/patients/r1/hospital',
      method: 'POST',
      body: { at: '2026-11-20T09:40', reason: 'Caída en el baño' },
    })
  })

  it('downloads the transfer sheet with the reason typed, after checking its length', async () => {
    const calls = serve({ stay: null })
    class FakeURL extends URL {
      static createObjectURL = () => 'blob:pdf'
      static revokeObjectURL = () => {}
    }
    vi.stubGlobal('URL', FakeURL)
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    const user = userEvent.setup()
    renderSection(PERMISSIONS.doctor)
    await user.click(await screen.findByRole('button', { name: 'Hoja de traslado (PDF)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Hoja de traslado al hospital' })
    const reason = within(dialog).getByLabelText('Motivo del traslado y qué ha pasado')
    fireEvent.change(reason, { target: { value: 'x'.repeat(2001) } })
    await user.click(within(dialog).getByRole('button', { name: 'Descargar hoja' }))
    expect(await within(dialog).findByText('Es demasiado largo (máximo 2000 caracteres).')).toBeInTheDocument()
    expect(calls.some((call) => call.path.includes('/transfer/pdf'))).toBe(false)

    fireEvent.change(reason, { target: { value: 'Disnea y fiebre de 39 °C' } })
    await user.click(within(dialog).getByRole('button', { name: 'Descargar hoja' }))
    await waitFor(() => expect(saved).toEqual(['traslado_r1_2026-11-20.pdf']))
    expect(calls.find((call) => call.path.includes('/transfer/pdf'))?.path).toBe(
      '/api/patients/r1/transfer/pdf?reason=Disnea+y+fiebre+de+39+%C2%B0C',
    )
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  })
})
