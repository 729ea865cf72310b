import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { skinLesionKeys } from '@/features/skin-lesions/keys'
import { skinLesionSchema } from '@/features/skin-lesions/schemas'
import { api } from '@/lib/api'

/** GET /skin-lesions?residentId=: the resident's lesions, open and closed, newest found first, with their evolution. */
export async function fetchResidentSkinLesions(residentId: string) {
  return z.array(skinLesionSchema).parse(await api.get<unknown>(`/skin-lesions?residentId=${encodeURIComponent(residentId)}`))
}

export function residentSkinLesionsQueryOptions(residentId: string) {
  return queryOptions({
    queryKey: skinLesionKeys.resident(residentId),
    queryFn: () => fetchResidentSkinLesions(residentId),
  })
}
