import { describe, expect, it } from 'vitest'
import { createAuthStore } from '@/features/auth/auth-store'
import { initialAuthState, restoreSession } from '@/features/auth/restore-session'
import { getToken, USER_KEY, saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'

const storedUser = () => JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')

const fetchMock = useFetchMock()

describe('session restore (SPEC 4)', () => {
  it('starts signed out without a stored token, without calling the server', async () => {
    expect(initialAuthState()).toEqual({ status: 'unauthenticated', user: null })
    const store = createAuthStore(initialAuthState())
    await restoreSession(store)
    expect(store.getState().status).toBe('unauthenticated')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('verifies a stored token with an explicit bearer and signs the user in', async () => {
    saveSession({ _id: 'u1', username: 'viejo' }, 'tok')
    expect(initialAuthState().status).toBe('loading')
    fetchMock.mockResolvedValue(jsonResponse(200, { _id: 'u1', username: 'admin', name: 'Lucía', roles: [{ name: 'nurse' }] }))
    const store = createAuthStore(initialAuthState())

    await restoreSession(store)

    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/auth/verify')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok')
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: { username: 'admin', name: 'Lucía' } })
    expect(storedUser()).toMatchObject({ username: 'admin' })
    expect(getToken()).toBe('tok')
  })

  it('clears the stored session when the token is refused', async () => {
    saveSession({ _id: 'u1', username: 'admin' }, 'revoked')
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Tu sesión ha caducado. Inicia sesión de nuevo.', fields: {} }))
    const store = createAuthStore(initialAuthState())

    await restoreSession(store)

    expect(store.getState().status).toBe('unauthenticated')
    expect(getToken()).toBeNull()
    expect(storedUser()).toBeNull()
  })
})
