import { skinLesionKeys } from '@/features/skin-lesions/keys'
import { skinLesionSchema } from '@/features/skin-lesions/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/**
 * The body of POST /skin-lesions/{id}/evolution: the size that day, the category (a pressure ulcer's only), the
 * bed and exudate, a note and the photo as a data URL ('' for none).
 */
export type NewEvolution = {
  date: string
  lengthCm: number
  widthCm: number
  depthCm: number | null
  category?: string
  bed: string
  exudate: string
  note: string
  photo: string
}

/** POST /skin-lesions/{id}/evolution -> 201 the lesion with it. */
export async function addEvolution(id: string, input: NewEvolution) {
  return skinLesionSchema.parse(await api.post<unknown>(`/skin-lesions/${encodeURIComponent(id)}/evolution`, input))
}

/** Read again whatever the answer: a 409 means someone closed the lesion meanwhile. */
export function useAddEvolution(id: string) {
  return useRefetchingMutation([skinLesionKeys.all], (input: NewEvolution) => addEvolution(id, input), {
    refetchWhen: 'settled',
  })
}
