import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { auditQuery, sortOptions } from '@/features/audit/logic'
import { auditOptionSchema, auditPageSchema, type AuditOption, type AuditSearch } from '@/features/audit/schemas'
import { api, apiDownload } from '@/lib/api'

export const auditKeys = {
  all: ['audit'] as const,
  list: (search: AuditSearch) => [...auditKeys.all, 'list', search] as const,
  options: () => [...auditKeys.all, 'options'] as const,
}

/** GET /audit with the screen's filters: one page, newest first. */
export function auditQueryOptions(search: AuditSearch) {
  return queryOptions({
    queryKey: auditKeys.list(search),
    queryFn: async () => auditPageSchema.parse(await api.get<unknown>(`/audit${auditQuery(search)}`)),
    placeholderData: keepPreviousData,
  })
}

const residentsPageSchema = z.object({
  data: z.array(auditOptionSchema),
  meta: z.object({ totalPages: z.number() }),
})
const staffListSchema = z.object({ data: z.array(auditOptionSchema) })

/** Every page of a residents list (active or archived), 100 at a time. */
async function allResidents(path: '/patients/all' | '/patients/archived', archived: boolean): Promise<AuditOption[]> {
  const out: AuditOption[] = []
  for (let page = 1; ; page++) {
    const answer = residentsPageSchema.parse(await api.get<unknown>(`${path}?limit=100&page=${page}`))
    out.push(...answer.data.map((r) => ({ _id: r._id, name: r.name, archived })))
    if (page >= answer.meta.totalPages) return out
  }
}

export type AuditFilterOptions = { residents: AuditOption[]; people: AuditOption[] }

/** The filters' choices: residents (archived ones too, their record is audited as well) and the team. */
export function auditFilterOptionsQueryOptions() {
  return queryOptions({
    queryKey: auditKeys.options(),
    queryFn: async (): Promise<AuditFilterOptions> => {
      const [active, archived, staff, social] = await Promise.all([
        allResidents('/patients/all', false),
        allResidents('/patients/archived', true),
        api.get<unknown>('/staff/all').then((r) => staffListSchema.parse(r).data),
        api.get<unknown>('/socialworker/all').then((r) => staffListSchema.parse(r).data),
      ])
      return { residents: sortOptions([...active, ...archived]), people: sortOptions([...staff, ...social]) }
    },
    staleTime: 60_000,
  })
}

/** GET /audit/resident/{id}/pdf: who read or changed the resident's record, and when. */
export function downloadAccessReport(residentId: string) {
  return apiDownload(`/audit/resident/${residentId}/pdf`, { filename: `accesos_${residentId}.pdf` })
}
