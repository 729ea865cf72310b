import { z } from 'zod'
import type { NewSkinLesion } from '@/features/skin-lesions/api/create-skin-lesion'
import { LESION_VIEWS, regionOnView, type LesionView } from '@/features/skin-lesions/body-map/body-regions'
import { afterFieldErrors, centimetres, MAX_DEPTH_CM, MAX_SIDE_CM, pastDate, upTo } from '@/features/skin-lesions/form/fields'
import {
  LESION_BEDS,
  LESION_CATEGORIES,
  LESION_EXUDATES,
  LESION_ORIGINS,
  LESION_TYPES,
  type LesionCategory,
  type LesionOrigin,
  type LesionType,
} from '@/features/skin-lesions/schemas'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'

const v = es.skinLesions.validation

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')])

/**
 * «Nueva lesión» (POST /skin-lesions), checked as the server checks it: the type; the category for a pressure
 * ulcer (and only for one: another type's is dropped); the point on the body map and its region, on the
 * figure it was tapped on; where it arose; the day it was found, not after `today`; the size in centimetres
 * (the depth may be left out); the bed and exudate among GNEAUPP's; the treatment and the surface.
 */
export function lesionFormSchema(today: string = todayISO()) {
  return z
    .object({
      type: choice(LESION_TYPES),
      category: choice(LESION_CATEGORIES),
      view: choice(LESION_VIEWS),
      region: z.string(),
      x: z.number().min(0).max(1).nullable(),
      y: z.number().min(0).max(1).nullable(),
      origin: choice(LESION_ORIGINS),
      detectedAt: pastDate(v.detectedAt, today),
      lengthCm: centimetres(MAX_SIDE_CM, v.lengthCm),
      widthCm: centimetres(MAX_SIDE_CM, v.widthCm),
      depthCm: centimetres(MAX_DEPTH_CM),
      bed: choice(LESION_BEDS),
      exudate: choice(LESION_EXUDATES),
      infection: z.boolean(),
      treatment: upTo(2000),
      surface: upTo(200),
    })
    .superRefine((values, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] })
      if (values.type === '') issue('type', v.type)
      if (values.type === 'upp' && values.category === '') issue('category', v.category)
      if (values.region === '') issue('region', v.region)
      else if (values.view !== '' && !regionOnView(values.region, values.view)) issue('region', v.regionView)
      else if (values.x === null || values.y === null) issue('region', v.point)
      if (values.view === '') issue('view', v.view)
      if (values.origin === '') issue('origin', v.origin)
    }, afterFieldErrors)
    .transform(
      (values): Omit<NewSkinLesion, 'residentId'> => ({
        type: values.type as LesionType,
        ...(values.type === 'upp' ? { category: values.category as LesionCategory } : {}),
        view: values.view as LesionView,
        region: values.region,
        x: values.x ?? 0,
        y: values.y ?? 0,
        origin: values.origin as LesionOrigin,
        detectedAt: values.detectedAt,
        lengthCm: values.lengthCm ?? 0,
        widthCm: values.widthCm ?? 0,
        depthCm: values.depthCm,
        bed: values.bed,
        exudate: values.exudate,
        infection: values.infection,
        treatment: values.treatment,
        surface: values.surface,
      }),
    )
}
export type LesionFormValues = z.input<ReturnType<typeof lesionFormSchema>>
export type LesionFormOutput = z.output<ReturnType<typeof lesionFormSchema>>

/** A blank «Nueva lesión», found today. */
export function emptyLesionForm(today: string = todayISO()): LesionFormValues {
  return {
    type: '',
    category: '',
    view: '',
    region: '',
    x: null,
    y: null,
    origin: '',
    detectedAt: today,
    lengthCm: '',
    widthCm: '',
    depthCm: '',
    bed: '',
    exudate: '',
    infection: false,
    treatment: '',
    surface: '',
  }
}

/** The fields that show the server's messages (its 422 names them so; x and y show on the region). */
export const LESION_FORM_FIELDS = [
  'type',
  'category',
  'view',
  'region',
  'origin',
  'detectedAt',
  'lengthCm',
  'widthCm',
  'depthCm',
  'bed',
  'exudate',
  'treatment',
  'surface',
] as const
