import { describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  api,
  apiBlob,
  errorMessage,
  filenameFromDisposition,
  setUnauthorizedHandler,
  toApiError,
} from '@/lib/api'
import { getToken, saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'

const fetchMock = useFetchMock()

describe('toApiError', () => {
  it('turns the error body into an ApiError with status, message and fields', async () => {
    const error = await toApiError(
      jsonResponse(422, {
        message: 'Revisa los campos marcados.',
        fields: { oldPassword: 'La contraseña actual no es correcta.', bad: 3 },
      }),
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(422)
    expect(error.message).toBe('Revisa los campos marcados.')
    expect(error.fields).toEqual({ oldPassword: 'La contraseña actual no es correcta.' })
  })

  it('falls back to a Spanish message when the body has none', async () => {
    const error = await toApiError(new Response('<html>Bad gateway</html>', { status: 502 }))
    expect(error.status).toBe(502)
    expect(error.message).toBe('Ha ocurrido un error inesperado. Inténtalo de nuevo.')
    expect(error.fields).toEqual({})
  })
})

describe('errorMessage', () => {
  it("says the server's message, or a call's own fallback when the server said nothing", async () => {
    const said = new ApiError(403, 'No tienes permiso para realizar esta acción.')
    const silent = await toApiError(new Response('', { status: 500 }))
    expect(errorMessage(said, 'Error al crear Kardex.')).toBe('No tienes permiso para realizar esta acción.')
    expect(errorMessage(silent, 'Error al crear Kardex.')).toBe('Error al crear Kardex.')
    expect(errorMessage(new TypeError('x'), 'Error al crear Kardex.')).toBe('Error al crear Kardex.')
    expect(errorMessage(silent)).toBe('Ha ocurrido un error inesperado. Inténtalo de nuevo.')
    expect(errorMessage(new ApiError(0, 'Sin conexión.'), 'Error al crear Kardex.')).toBe('Sin conexión.')
  })
})

describe('api', () => {
  it('sends JSON to /api with the stored bearer token and cookies', async () => {
    saveSession({ _id: 'u1' }, 'tok-123')
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }))

    await expect(api.post('/auth/change-password', { a: 1 })).resolves.toEqual({ ok: true })

    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/auth/change-password')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe('{"a":1}')
    const headers = new Headers(init?.headers)
    expect(headers.get('Authorization')).toBe('Bearer tok-123')
    expect(headers.get('Content-Type')).toBe('application/json')
  })

  it('sends no Authorization header without a token, and an explicit one when given', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}))
    await api.get('/settings/public')
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).has('Authorization')).toBe(false)

    await api.get('/auth/verify', { token: 'explicit' })
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('Authorization')).toBe('Bearer explicit')
  })

  it('throws ApiError with the server fields', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'Ese usuario ya existe.', fields: { username: 'En uso.' } }))
    const error = await api.post('/x', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, message: 'Ese usuario ya existe.', fields: { username: 'En uso.' } })
  })

  it('reports an unreachable server as a network ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const error = await api.get('/x').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 0, message: expect.stringContaining('No se pudo conectar') })
  })

  it('on 401 clears the stored session and calls the installed handler', async () => {
    saveSession({ _id: 'u1' }, 'expired')
    const handler = vi.fn()
    const uninstall = setUnauthorizedHandler(handler)
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Tu sesión ha caducado. Inicia sesión de nuevo.', fields: {} }))

    await expect(api.get('/users/search?q=a')).rejects.toMatchObject({ status: 401, sessionExpired: true })
    expect(getToken()).toBeNull()
    expect(handler).toHaveBeenCalledOnce()
    expect(handler.mock.calls[0][0]).toBeInstanceOf(ApiError)
    expect(handler.mock.calls[0][0].sessionExpired).toBe(true)
    uninstall()
  })

  it('leaves a 401 to the caller when told to (sign-in with wrong credentials)', async () => {
    saveSession({ _id: 'u1' }, 'still-valid')
    const handler = vi.fn()
    const uninstall = setUnauthorizedHandler(handler)
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Usuario o contraseña incorrectos.', fields: {} }))

    await expect(api.post('/auth/signin', {}, { handleUnauthorized: false })).rejects.toMatchObject({
      message: 'Usuario o contraseña incorrectos.',
      sessionExpired: false,
    })
    expect(handler).not.toHaveBeenCalled()
    expect(getToken()).toBe('still-valid')
    uninstall()
  })

  it('returns undefined for an empty success body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(api.delete('/x/1')).resolves.toBeUndefined()
  })
})

describe('binary responses', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="paciente_1.pdf"')).toBe('paciente_1.pdf')
    expect(filenameFromDisposition('attachment; filename=reporte.pdf')).toBe('reporte.pdf')
    expect(filenameFromDisposition("attachment; filename=\"a.pdf\"; filename*=UTF-8''nota_%C3%B1.pdf")).toBe('nota_ñ.pdf')
    expect(filenameFromDisposition(null)).toBeNull()
  })

  it('returns the blob and the server file name, or the fallback', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="x.pdf"' },
      }),
    )
    const named = await apiBlob('/patients/report/pdf', { method: 'POST', filename: 'reporte_pacientes.pdf' })
    expect(named.filename).toBe('x.pdf')
    expect(await named.blob.text()).toBe('%PDF-1.7')

    fetchMock.mockResolvedValueOnce(new Response('%PDF', { status: 200 }))
    const fallback = await apiBlob('/patients/report/pdf', { method: 'POST', filename: 'reporte_pacientes.pdf' })
    expect(fallback.filename).toBe('reporte_pacientes.pdf')
  })
})
