import type { Mock } from 'vitest'
import { jsonResponse } from '@/test/fetch-mock'
import { pathOf, type Answer } from '@/test/serve-list'

type Row = { _id: string; date?: string }

/**
 * Answers GET `path` (with its query, e.g. '/api/kardex?patientId=r1') the way the server answers a record
 * list (DESIGN 13), or undefined for any other call. `rows` are the list newest first: all of them without
 * parameters; with ?limit= the `limit` after the row ?before= names (from the first without it), and
 * X-Next-Cursor with the last one's id when more remain; ?from=&to= keep the rows of those dates. Any other
 * parameter, or a cursor that is not in the list, is not the list.
 */
export function recordListAnswer(url: URL, init: RequestInit | undefined, path: string, list: readonly unknown[]) {
  const rows = list as readonly Row[]
  const listed = new URL(path, 'http://localhost')
  if (url.pathname !== listed.pathname || (init?.method ?? 'GET') !== 'GET') return undefined
  const params = new URLSearchParams(url.search)
  for (const [key, value] of listed.searchParams) {
    if (params.get(key) !== value) return undefined
    params.delete(key)
  }
  const { limit, before, from, to, ...others } = Object.fromEntries(params)
  if (Object.keys(others).length > 0) return undefined
  let chosen = rows.filter((row) => (!from || (row.date ?? '') >= from) && (!to || (row.date ?? '') <= to))
  if (before) {
    const at = chosen.findIndex((row) => row._id === before)
    if (at < 0) return jsonResponse(422, { message: 'No es un registro de esta lista.', fields: { before: '…' } })
    chosen = chosen.slice(at + 1)
  }
  if (!limit) return jsonResponse(200, chosen)
  const page = chosen.slice(0, Number(limit))
  const response = jsonResponse(200, page)
  if (chosen.length > page.length) response.headers.set('X-Next-Cursor', page[page.length - 1]._id)
  return response
}

/** Serves the record list `rows` at GET `path` as recordListAnswer does; `answer` may answer any call first; anything else is a 404. */
export function serveRecords(
  fetchMock: Mock<typeof fetch>,
  path: string,
  rows: readonly unknown[],
  answer: Answer = () => undefined,
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    return (
      answer(url, init) ??
      recordListAnswer(url, init, path, rows) ??
      jsonResponse(404, { message: 'No encontrado.', fields: {} })
    )
  })
}

/** The GET calls of the list at `path` (pathname only), as the app asked for them, with their query. */
export function listCalls(fetchMock: Mock<typeof fetch>, pathname: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname)
    .map(pathOf)
}
