/**
 * The one HTTP client of the UI. Every call goes to /api with JSON, cookies and the stored bearer
 * token; every failure becomes an ApiError {status, message, fields}. A 401 on a call that needs a
 * live session clears the stored session and hands over to the handler the app installs (which
 * signs the user out of the UI and so sends them to /signin).
 */
import { es } from '@/i18n/es/public'
import { clearSession, getToken } from '@/lib/session'

export const API_BASE = '/api'

export class ApiError extends Error {
  readonly status: number
  readonly fields: Record<string, string>
  /** A 401 that already ended the session in the UI (and told the user so). */
  readonly sessionExpired: boolean
  /** A 409's record that is already there (a second care record for the same day): the UI opens it. */
  readonly existingId: string | null

  constructor(
    status: number,
    message: string,
    fields: Record<string, string> = {},
    sessionExpired = false,
    existingId: string | null = null,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.fields = fields
    this.sessionExpired = sessionExpired
    this.existingId = existingId
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * The message to show for any error thrown by a call. `fallback` replaces the generic message when the
 * server said nothing (SPEC 8's per-call fallbacks, e.g. "Error al crear Kardex.").
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && !(fallback && error.message === es.errors.generic)) return error.message
  return fallback ?? es.errors.generic
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type RequestOptions = {
  method?: Method
  body?: unknown
  /** Bearer token to send instead of the stored one (session restore). */
  token?: string | null
  signal?: AbortSignal
  /**
   * false for calls where a 401 does not mean "the session is gone": sign-in (wrong credentials),
   * session restore and logout handle it themselves.
   */
  handleUnauthorized?: boolean
}

type UnauthorizedHandler = (error: ApiError) => void

let unauthorizedHandler: UnauthorizedHandler | null = null

/** Installs the app's reaction to an expired or revoked session; returns an uninstaller. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Builds the ApiError for a failed response from its `{message, fields}` body. */
export async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown = null
  try {
    payload = await response.json()
  } catch {
    payload = null
  }
  const serverMessage = isRecord(payload) && typeof payload.message === 'string' ? payload.message.trim() : ''
  const message = serverMessage || (response.status === 401 ? es.errors.sessionExpired : es.errors.generic)
  const fields: Record<string, string> = {}
  if (isRecord(payload) && isRecord(payload.fields)) {
    for (const [key, value] of Object.entries(payload.fields)) {
      if (typeof value === 'string') fields[key] = value
    }
  }
  const existingId = isRecord(payload) && typeof payload.existingId === 'string' ? payload.existingId : null
  return new ApiError(response.status, message, fields, false, existingId || null)
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers = new Headers({ Accept: accept })
  const token = options.token === undefined ? getToken() : options.token
  if (token) headers.set('Authorization', `Bearer ${token}`)
  let body: string | undefined
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }

  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, es.errors.network)
  }

  if (!response.ok) {
    const error = await toApiError(response)
    if (response.status === 401 && options.handleUnauthorized !== false) {
      const expired = new ApiError(error.status, error.message, error.fields, true)
      clearSession()
      unauthorizedHandler?.(expired)
      throw expired
    }
    throw error
  }
  return response
}

/** The parsed JSON body of a successful response (undefined for an empty body). */
async function readJSON<T>(response: Response): Promise<T> {
  const text = await response.text()
  if (!text) return undefined as T
  try {
    return JSON.parse(text) as T
  } catch {
    throw new ApiError(response.status, es.errors.generic)
  }
}

/** Sends a request and returns the parsed JSON body (undefined for an empty body). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return readJSON<T>(await send(path, options, 'application/json'))
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>

/** GET answering the parsed JSON body with the response's headers (a record list's X-Next-Cursor). */
export async function apiGetWithHeaders<T>(
  path: string,
  options: BodylessOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await send(path, { ...options, method: 'GET' }, 'application/json')
  return { data: await readJSON<T>(response), headers: response.headers }
}

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
}

/** Reads `filename` from a Content-Disposition header (RFC 6266, with the UTF-8 form preferred). */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim())
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header)
  if (!plain) return null
  return (plain[2] ?? plain[1]).trim() || null
}

export type BlobResult = { blob: Blob; filename: string }

export type BlobOptions = Omit<RequestOptions, 'token'> & {
  filename: string
  /** Called with the share of the body received so far, from 0 to 1, when the server sends its length. */
  onProgress?: (fraction: number) => void
}

/** Fetches a binary response (PDF reports); the file name comes from the server when it sends one. */
export async function apiBlob(path: string, options: BlobOptions): Promise<BlobResult> {
  const response = await send(path, options, 'application/pdf, application/octet-stream;q=0.9, */*;q=0.8')
  const blob = await readBody(response, options.onProgress)
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? options.filename
  return { blob, filename }
}

async function readBody(response: Response, onProgress?: (fraction: number) => void): Promise<Blob> {
  const total = Number(response.headers.get('Content-Length'))
  if (!onProgress || !response.body || !(total > 0)) return response.blob()
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.length
    onProgress(Math.min(received / total, 1))
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' })
}

/** Hands a blob to the browser as a file download. */
export function saveBlob({ blob, filename }: BlobResult) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke later: some browsers start reading the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Fetches a binary response and saves it as a file. */
export async function apiDownload(path: string, options: BlobOptions) {
  saveBlob(await apiBlob(path, options))
}
