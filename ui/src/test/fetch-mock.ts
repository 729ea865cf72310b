import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Replaces the browser's fetch for every test of the calling file and returns the mock. Unit tests
 * check how the UI reads answers; the browser tests (e2e/) run against the real server.
 */
export function useFetchMock() {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  return fetchMock
}

/** A JSON answer as the server sends it. */
export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}
