import type { Evolution, SkinLesion } from '@/features/skin-lesions/schemas'
import { es } from '@/i18n/es'
import { formatDate, toDate } from '@/lib/dates'
import { formatDecimal } from '@/lib/numbers'

const t = es.skinLesions

/** How a lesion is named: "Úlcera por presión, categoría II" or "Desgarro cutáneo". */
export function lesionTitle(lesion: Pick<SkinLesion, 'type' | 'category'>) {
  const type = t.types[lesion.type] ?? lesion.type
  const category = t.categories[lesion.category]
  return category ? `${type}, ${category.charAt(0).toLowerCase()}${category.slice(1)}` : type
}

/** Where it is: "Sacro". */
export function regionName(lesion: Pick<SkinLesion, 'region' | 'regionLabel'>) {
  return t.regions[lesion.region] ?? (lesion.regionLabel || lesion.region)
}

/** "3 × 2,5 cm" or "3 × 2,5 × 0,5 cm". */
export function sizeText(size: { lengthCm: number; widthCm: number; depthCm: number | null }) {
  return t.size(formatDecimal(size.lengthCm), formatDecimal(size.widthCm), size.depthCm == null ? '' : formatDecimal(size.depthCm))
}

/** The area as length by width, in cm², one decimal at most. */
export function areaOf(size: { lengthCm: number; widthCm: number }) {
  return Math.round(size.lengthCm * size.widthCm * 10) / 10
}

/** The latest size: the latest evolution's, or as found. */
export function latestSize(lesion: SkinLesion): Pick<Evolution, 'lengthCm' | 'widthCm' | 'depthCm'> {
  return lesion.evolution.at(-1) ?? lesion
}

/** The latest category of a pressure ulcer (it may change in an evolution), or ''. */
export function latestCategory(lesion: SkinLesion) {
  return lesion.evolution.at(-1)?.category || lesion.category
}

/** Calendar days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string) {
  const a = toDate(from)
  const b = toDate(to)
  if (!a || !b) return 0
  return Math.round((b.getTime() - a.getTime()) / 86_400_000)
}

/** One point of the area's trend. */
export type AreaPoint = { key: string; day: string; area: number }

/** The area when found, then at each evolution, oldest first. */
export function areaPoints(lesion: SkinLesion): AreaPoint[] {
  return [
    { key: 'detected', day: formatDate(lesion.detectedAt), area: areaOf(lesion) },
    ...lesion.evolution.map((evolution) => ({ key: evolution._id, day: formatDate(evolution.date), area: areaOf(evolution) })),
  ]
}

/** How the area went from the first point to the last: "-62 %, mejora". A change within 10 % is stable. */
export function areaChange(points: readonly AreaPoint[]) {
  const first = points[0]?.area ?? 0
  const last = points.at(-1)?.area ?? 0
  if (first === 0) return last === 0 ? t.trend.stable : t.trend.worse
  const change = Math.round(((last - first) / first) * 100)
  const word = change <= -10 ? t.trend.better : change >= 10 ? t.trend.worse : t.trend.stable
  return `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change)} %, ${word}`
}
