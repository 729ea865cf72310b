import { z } from 'zod'
import { LESION_VIEWS } from '@/features/skin-lesions/body-map/body-regions'
import { text } from '@/lib/schemas'

export const LESION_TYPES = ['upp', 'humedad', 'friccion', 'combinada', 'desgarro'] as const
export type LesionType = (typeof LESION_TYPES)[number]
export const LESION_CATEGORIES = ['I', 'II', 'III', 'IV', 'no-estadiable', 'tejido-profundo'] as const
export type LesionCategory = (typeof LESION_CATEGORIES)[number]
export const LESION_ORIGINS = ['residencia', 'domicilio', 'hospital'] as const
export type LesionOrigin = (typeof LESION_ORIGINS)[number]
export const LESION_BEDS = ['piel-integra', 'epitelizacion', 'granulacion', 'esfacelos', 'necrosis'] as const
export const LESION_EXUDATES = ['ninguno', 'escaso', 'moderado', 'abundante'] as const

const centimetres = z.number().nullish().transform((value) => value ?? null)

/** A (weekly) evolution of a lesion (POST /skin-lesions/{id}/evolution); `photo` is the picture's URL. */
export const evolutionSchema = z.object({
  _id: z.string().min(1),
  /** YYYY-MM-DD. */
  date: text,
  lengthCm: z.number(),
  widthCm: z.number(),
  depthCm: centimetres,
  category: text,
  bed: text,
  exudate: text,
  note: text,
  photo: text,
  photoThumb: text,
  createdBy: text,
  createdByName: text,
  createdAt: text,
})
export type Evolution = z.infer<typeof evolutionSchema>

/**
 * A lesion of the register (DESIGN 15): its GNEAUPP type and category, where it is on the body map, where it
 * arose, how it was found, whether it is open, and its evolutions oldest first.
 */
export const skinLesionSchema = z.object({
  _id: z.string().min(1),
  residentId: text,
  residentName: text,
  type: z.enum(LESION_TYPES).catch('upp'),
  category: text,
  view: z.enum(LESION_VIEWS).catch('anterior'),
  region: text,
  regionLabel: text,
  x: z.number(),
  y: z.number(),
  origin: z.enum(LESION_ORIGINS).catch('residencia'),
  /** YYYY-MM-DD. */
  detectedAt: text,
  lengthCm: z.number(),
  widthCm: z.number(),
  depthCm: centimetres,
  bed: text,
  exudate: text,
  infection: z.boolean().catch(false),
  treatment: text,
  surface: text,
  status: z.enum(['open', 'closed']).catch('open'),
  closedAt: text,
  closeNote: text,
  closedBy: text,
  closedByName: text,
  createdBy: text,
  createdByName: text,
  createdAt: text,
  canVoid: z.boolean().catch(false),
  evolution: z
    .array(evolutionSchema)
    .nullish()
    .transform((value) => value ?? []),
})
export type SkinLesion = z.infer<typeof skinLesionSchema>
