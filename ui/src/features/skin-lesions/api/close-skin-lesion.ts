import { skinLesionKeys } from '@/features/skin-lesions/keys'
import { skinLesionSchema } from '@/features/skin-lesions/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** POST /skin-lesions/{id}/close {date, note}: healed, or no longer followed here; it stays on record. */
export async function closeSkinLesion(id: string, input: { date: string; note: string }) {
  return skinLesionSchema.parse(await api.post<unknown>(`/skin-lesions/${encodeURIComponent(id)}/close`, input))
}

export function useCloseSkinLesion(id: string) {
  return useRefetchingMutation([skinLesionKeys.all], (input: { date: string; note: string }) => closeSkinLesion(id, input), {
    refetchWhen: 'settled',
  })
}
