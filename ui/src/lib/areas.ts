import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import { text } from '@/lib/schemas'

/** The home's areas (plantas, unidades): residents, the round and the alerts queue filter by them. */
export const areaSchema = z.object({
  _id: z.string().min(1),
  name: text,
  description: text,
  patientCount: z.number().int().catch(0),
})

export type Area = z.infer<typeof areaSchema>

export const areaKeys = {
  all: ['areas'] as const,
  list: () => [...areaKeys.all, 'list'] as const,
}

/** GET /areas. */
export async function fetchAreas() {
  return z.array(areaSchema).parse(await api.get<unknown>('/areas'))
}

export function areasQueryOptions() {
  return queryOptions({ queryKey: areaKeys.list(), queryFn: fetchAreas })
}
