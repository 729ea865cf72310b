/**
 * The signed-in session kept in the browser: the bearer token under `token` (SPEC) and the user's
 * data under `amparo.user`. Nothing else in the app touches these keys directly.
 */
export const TOKEN_KEY = 'token'
export const USER_KEY = 'amparo.user'

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY)
}

export function saveToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token)
}

export function saveSession(user: unknown, token: string) {
  localStorage.setItem(USER_KEY, JSON.stringify(user))
  saveToken(token)
}

export function saveUser(user: unknown) {
  localStorage.setItem(USER_KEY, JSON.stringify(user))
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY)
  localStorage.removeItem(USER_KEY)
}
