import type { Mock } from 'vitest'
import { jsonResponse } from '@/test/fetch-mock'

/** Answers one call of a test (its URL and init), or leaves it to the list (undefined). */
export type Answer = (url: URL, init: RequestInit | undefined) => Response | undefined

/** A call's path with its query, as the app asked for it (e.g. '/api/notes/n1?reason=…'). */
export const pathOf = (url: URL) => url.pathname + url.search

/** Serves `rows` at GET `path` (with its query, if any); `answer` may answer any call first; anything else is a 404. */
export function serveList(
  fetchMock: Mock<typeof fetch>,
  path: string,
  rows: unknown[],
  answer: Answer = () => undefined,
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const given = answer(url, init)
    if (given) return given
    if (pathOf(url) === path && (init?.method ?? 'GET') === 'GET') return jsonResponse(200, rows)
    return jsonResponse(404, { message: 'No encontrado.', fields: {} })
  })
}

/** The calls sent with `method`: their URL and JSON body. */
export function sentCalls(fetchMock: Mock<typeof fetch>, method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }))
}

/** The URLs called with `method` (GET when the call names none), in order. */
export function calledUrls(fetchMock: Mock<typeof fetch>, method: string) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([url]) => String(url))
}
