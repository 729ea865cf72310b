import { skinLesionKeys } from '@/features/skin-lesions/keys'
import { api } from '@/lib/api'
import { messageSchema } from '@/lib/schemas'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** POST /skin-lesions/{id}/void {reason}: a lesion entered by mistake leaves the register (its author within 24 h). */
export async function voidSkinLesion(id: string, reason: string) {
  return messageSchema.parse(await api.post<unknown>(`/skin-lesions/${encodeURIComponent(id)}/void`, { reason }))
}

export function useVoidSkinLesion(id: string) {
  return useRefetchingMutation([skinLesionKeys.all], (reason: string) => voidSkinLesion(id, reason), {
    refetchWhen: 'settled',
  })
}
