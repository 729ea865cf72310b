import { z } from 'zod'
import type { NewEvolution } from '@/features/skin-lesions/api/add-evolution'
import { afterFieldErrors, centimetres, MAX_DEPTH_CM, MAX_SIDE_CM, pastDate, upTo } from '@/features/skin-lesions/form/fields'
import { LESION_BEDS, LESION_CATEGORIES, LESION_EXUDATES, type SkinLesion } from '@/features/skin-lesions/schemas'
import { es } from '@/i18n/es'
import { formatDate, todayISO } from '@/lib/dates'

const v = es.skinLesions.validation

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')])

/**
 * «Evolución» of a lesion (POST /skin-lesions/{id}/evolution): the day (not before it was found, not after
 * `today`), the size, the category of a pressure ulcer (required; another type has none), the bed and exudate,
 * a note and the photo (a data URL, or null).
 */
export function evolutionFormSchema(lesion: Pick<SkinLesion, 'type' | 'detectedAt'>, today: string = todayISO()) {
  return z
    .object({
      date: pastDate(v.date, today, { date: lesion.detectedAt, message: v.beforeDetection(formatDate(lesion.detectedAt)) }),
      lengthCm: centimetres(MAX_SIDE_CM, v.lengthCm),
      widthCm: centimetres(MAX_SIDE_CM, v.widthCm),
      depthCm: centimetres(MAX_DEPTH_CM),
      category: choice(LESION_CATEGORIES),
      bed: choice(LESION_BEDS),
      exudate: choice(LESION_EXUDATES),
      note: upTo(2000),
      photo: z.string().nullable(),
    })
    .superRefine((values, ctx) => {
      if (lesion.type === 'upp' && values.category === '') {
        ctx.addIssue({ code: 'custom', message: v.category, path: ['category'] })
      }
    }, afterFieldErrors)
    .transform(
      (values): NewEvolution => ({
        date: values.date,
        lengthCm: values.lengthCm ?? 0,
        widthCm: values.widthCm ?? 0,
        depthCm: values.depthCm,
        ...(lesion.type === 'upp' ? { category: values.category } : {}),
        bed: values.bed,
        exudate: values.exudate,
        note: values.note,
        photo: values.photo ?? '',
      }),
    )
}
export type EvolutionFormValues = z.input<ReturnType<typeof evolutionFormSchema>>

/** The form as it opens: today, and the latest size, category, bed and exudate to change from. */
export function evolutionDefaults(lesion: SkinLesion, today: string = todayISO()): EvolutionFormValues {
  const latest = lesion.evolution.at(-1)
  const number = (value: number | null | undefined) => (value == null ? '' : String(value).replace('.', ','))
  return {
    date: today,
    lengthCm: number(latest?.lengthCm ?? lesion.lengthCm),
    widthCm: number(latest?.widthCm ?? lesion.widthCm),
    depthCm: number(latest ? latest.depthCm : lesion.depthCm),
    category: ((latest?.category || lesion.category) as EvolutionFormValues['category']) ?? '',
    bed: ((latest?.bed ?? lesion.bed) as EvolutionFormValues['bed']) ?? '',
    exudate: ((latest?.exudate ?? lesion.exudate) as EvolutionFormValues['exudate']) ?? '',
    note: '',
    photo: null,
  }
}

export const EVOLUTION_FORM_FIELDS = ['date', 'lengthCm', 'widthCm', 'depthCm', 'category', 'bed', 'exudate', 'note', 'photo'] as const

/** «Cerrar»: the day (not before it was found nor before its latest evolution, not after `today`) and a note. */
export function closeFormSchema(lesion: Pick<SkinLesion, 'detectedAt' | 'evolution'>, today: string = todayISO()) {
  const latest = lesion.evolution.at(-1)?.date
  const notBefore =
    latest && latest > lesion.detectedAt
      ? { date: latest, message: v.closeBeforeEvolution(formatDate(latest)) }
      : { date: lesion.detectedAt, message: v.closeBeforeDetection(formatDate(lesion.detectedAt)) }
  return z.object({ date: pastDate(v.closeDate, today, notBefore), note: upTo(2000) })
}
export type CloseFormValues = z.input<ReturnType<typeof closeFormSchema>>
export const CLOSE_FORM_FIELDS = ['date', 'note'] as const

/** «Anular»: why, required. */
export const voidFormSchema = z.object({ reason: z.string().trim().min(1, v.reason).max(500, es.validation.tooLong(500)) })
export type VoidFormValues = z.input<typeof voidFormSchema>
export const VOID_FORM_FIELDS = ['reason'] as const
