import { skinLesionKeys } from '@/features/skin-lesions/keys'
import {
  skinLesionSchema,
  type LesionCategory,
  type LesionOrigin,
  type LesionType,
} from '@/features/skin-lesions/schemas'
import type { LesionView } from '@/features/skin-lesions/body-map/body-regions'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** The body of POST /skin-lesions (DESIGN 15): `category` only for a pressure ulcer, `depthCm` null when not measured. */
export type NewSkinLesion = {
  residentId: string
  type: LesionType
  category?: LesionCategory
  view: LesionView
  region: string
  x: number
  y: number
  origin: LesionOrigin
  detectedAt: string
  lengthCm: number
  widthCm: number
  depthCm: number | null
  bed: string
  exudate: string
  infection: boolean
  treatment: string
  surface: string
}

/** POST /skin-lesions -> 201 the lesion. */
export async function createSkinLesion(input: NewSkinLesion) {
  return skinLesionSchema.parse(await api.post<unknown>('/skin-lesions', input))
}

export function useCreateSkinLesion() {
  return useRefetchingMutation([skinLesionKeys.all], createSkinLesion)
}
