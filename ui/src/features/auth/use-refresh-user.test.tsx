import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useRefreshUser } from '@/features/auth/use-refresh-user'
import { saveSession, USER_KEY } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

function Refresh() {
  const refresh = useRefreshUser()
  return <button onClick={() => void refresh()}>refrescar</button>
}

const before = {
  _id: 'u1',
  username: 'carmen',
  name: 'Carmen',
  email: '',
  phone: '',
  specialty: '',
  roles: [],
  permissions: ['staff.area'],
}

describe('useRefreshUser', () => {
  it("puts the server's current user in the session and the store", async () => {
    saveSession(before, 'tok')
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        ...before,
        name: 'Carmen Ruiz',
        roles: [{ name: 'nurse' }, { name: 'administrative' }],
        permissions: ['staff.area', 'settings.manage'],
      }),
    )
    const { auth } = renderWithProviders(<Refresh />, { status: 'authenticated', user: before })
    await userEvent.setup().click(screen.getByRole('button', { name: 'refrescar' }))

    await waitFor(() => expect(auth.getState().user?.name).toBe('Carmen Ruiz'))
    expect(auth.getState().user?.roles).toEqual([{ name: 'nurse' }, { name: 'administrative' }])
    expect(auth.getState().user?.permissions).toEqual(['staff.area', 'settings.manage'])
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').name).toBe('Carmen Ruiz')
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/auth/verify')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok')
  })

  it('keeps the session as it was when the call fails', async () => {
    saveSession(before, 'tok')
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Error interno.', fields: {} }))
    const { auth } = renderWithProviders(<Refresh />, { status: 'authenticated', user: before })
    await userEvent.setup().click(screen.getByRole('button', { name: 'refrescar' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(auth.getState()).toEqual({ status: 'authenticated', user: before })
  })
})
