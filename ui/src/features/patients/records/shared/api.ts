import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import type { RecordTabKey } from '@/features/patients/records/record-tabs'
import { api, apiDownload, apiGetWithHeaders } from '@/lib/api'
import { recordKeys } from '@/lib/record-keys'
import { messageSchema } from '@/lib/schemas'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/**
 * One kind of resident record on the server: where it lives, how its JSON reads and the PDF names of
 * SPEC 7. Each kind declares one (e.g. `noteResource`) and the helpers below do the rest.
 */
export type RecordResource<T extends { _id: string }> = {
  kind: RecordTabKey
  /** The API path without /api, e.g. '/notes'. */
  path: string
  /** One record as the server sends it. */
  schema: z.ZodType<T>
  /** The list of one resident: `${path}/${residentId}` unless given (Kardex: '/kardex?patientId=…'). */
  listPath?: (residentId: string) => string
  /** File name of one record's PDF, e.g. (id) => `nota_${id}.pdf`. */
  pdfFilename: (id: string) => string
  /** File name of the resident's report of this kind, e.g. 'notes_general_report.pdf'. */
  reportFilename: string
}

/**
 * What a record list is asked for besides the resident (DESIGN 13): a page (`limit` records after the
 * record `before`, newest first) and, for the vital signs, a period (`from`/`to`, YYYY-MM-DD, both included).
 */
export type RecordListParams = { limit?: number; before?: string | null; from?: string; to?: string }

/** The resident's list of the kind with its parameters: `${path}/${residentId}?…` (Kardex: '/kardex?patientId=…&…'). */
export function recordListPath<T extends { _id: string }>(
  resource: RecordResource<T>,
  residentId: string,
  params: RecordListParams = {},
) {
  const path = resource.listPath?.(residentId) ?? `${resource.path}/${residentId}`
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path
}

/** GET the resident's records of one kind, newest first: all of them, or those of a period. */
export async function fetchRecords<T extends { _id: string }>(
  resource: RecordResource<T>,
  residentId: string,
  params: Pick<RecordListParams, 'from' | 'to'> = {},
) {
  return z.array(resource.schema).parse(await api.get<unknown>(recordListPath(resource, residentId, params)))
}

/** Every record of the kind for the resident (the resident page's summaries). */
export function recordsQueryOptions<T extends { _id: string }>(resource: RecordResource<T>, residentId: string) {
  return queryOptions({
    queryKey: recordKeys.list(resource.kind, residentId),
    queryFn: () => fetchRecords(resource, residentId),
  })
}

/** How many records a tab reads at a time. */
export const RECORD_PAGE_SIZE = 50

/** One page of a record list, and the cursor of the next one (the server's X-Next-Cursor) when more remain. */
export type RecordPage<T> = { records: T[]; nextCursor: string | null }

/** GET a page of the resident's records: `limit` of them after the record `before` (from the newest without it). */
export async function fetchRecordPage<T extends { _id: string }>(
  resource: RecordResource<T>,
  residentId: string,
  before: string | null,
  limit = RECORD_PAGE_SIZE,
): Promise<RecordPage<T>> {
  const { data, headers } = await apiGetWithHeaders<unknown>(recordListPath(resource, residentId, { limit, before }))
  return { records: z.array(resource.schema).parse(data), nextCursor: headers.get('X-Next-Cursor') || null }
}

/**
 * A record tab's list in pages of 50, newest first; each next page starts after the last record read. A change
 * refetches it (its key is under the list's) from the first page, as many pages as were read.
 */
export function recordPagesQueryOptions<T extends { _id: string }>(resource: RecordResource<T>, residentId: string) {
  return infiniteQueryOptions({
    queryKey: recordKeys.pages(resource.kind, residentId),
    queryFn: ({ pageParam }) => fetchRecordPage(resource, residentId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: RecordPage<T>) => last.nextCursor,
  })
}

/** After any change, the lists of that kind are fetched again (the mutation settles once they are). */
const refetchAfterChange = (kind: RecordTabKey) => [recordKeys.kind(kind)]

/** A saved record with the clinical alert its saving raised (`alertId`, null when none): issue 25. */
export type SavedRecord<T> = T & { alertId: string | null }

const raisedAlertSchema = z.object({ alertId: z.string().min(1).nullish().catch(null) }).catch({ alertId: null })

/** The server's answer to a save: the record, and the alert it raised. */
function savedRecord<T extends { _id: string }>(resource: RecordResource<T>, raw: unknown): SavedRecord<T> {
  return { ...resource.schema.parse(raw), alertId: raisedAlertSchema.parse(raw).alertId ?? null }
}

/** POST `path` with the kind's body; answers the saved record. */
export function useCreateRecord<T extends { _id: string }, I>(resource: RecordResource<T>) {
  return useRefetchingMutation(refetchAfterChange(resource.kind), async (input: I) =>
    savedRecord(resource, await api.post<unknown>(resource.path, input)),
  )
}

/** PUT `path/{id}`; the record stays with its resident. */
export function useUpdateRecord<T extends { _id: string }, I>(resource: RecordResource<T>) {
  return useRefetchingMutation(refetchAfterChange(resource.kind), async ({ id, input }: { id: string; input: I }) =>
    savedRecord(resource, await api.put<unknown>(`${resource.path}/${id}`, input)),
  )
}

/**
 * Saves a record from its form: PUT `path/{id}` when `record` is the one being edited, POST `path` for a
 * new one (null). Answers the saved record.
 */
export function useSaveRecord<T extends { _id: string }, I>(
  resource: RecordResource<T>,
  record: { _id: string } | null,
) {
  const create = useCreateRecord<T, I>(resource)
  const update = useUpdateRecord<T, I>(resource)
  return (input: I) => (record ? update.mutateAsync({ id: record._id, input }) : create.mutateAsync(input))
}

/** The path of a delete: `path/{id}`, with `?reason=` when one was given (the audit keeps it). */
export function deletePath(path: string, id: string, reason = '') {
  const trimmed = reason.trim()
  return trimmed ? `${path}/${id}?reason=${encodeURIComponent(trimmed)}` : `${path}/${id}`
}

/**
 * DELETE `path/{id}` with an optional reason: the server keeps a tombstone; the record leaves lists and
 * PDFs. Offered only on records whose `canDelete` is true (403 otherwise).
 */
export function useDeleteRecord<T extends { _id: string }>(resource: RecordResource<T>) {
  return useRefetchingMutation(
    refetchAfterChange(resource.kind),
    async ({ id, reason = '' }: { id: string; reason?: string }) =>
      messageSchema.parse(await api.delete<unknown>(deletePath(resource.path, id, reason))),
  )
}

/** GET `path/{id}/pdf`: one record, saved under SPEC's name. */
export function downloadRecordPdf<T extends { _id: string }>(resource: RecordResource<T>, id: string) {
  return apiDownload(`${resource.path}/${id}/pdf`, { filename: resource.pdfFilename(id) })
}

/** POST `path/report/pdf` {residentId}: every record of the kind for the resident, saved under SPEC's name. */
export function downloadRecordReport<T extends { _id: string }>(resource: RecordResource<T>, residentId: string) {
  return apiDownload(`${resource.path}/report/pdf`, {
    method: 'POST',
    body: { residentId },
    filename: resource.reportFilename,
  })
}
