import type { Scale, ScaleBand } from '@/features/assessments/schemas'

/** The answers given so far: item id -> option value ('' or missing while unanswered). */
export type Answers = Readonly<Record<string, string | undefined>>

export type LiveScore = {
  /** The points of the options chosen so far. */
  score: number
  answered: number
  unanswered: number
  complete: boolean
  /** The band `score` falls in (provisional while items are unanswered). */
  band: ScaleBand | null
}

/** The band a score falls in (both ends included), as the server finds it. */
export function bandOf(scale: Pick<Scale, 'bands'>, score: number): ScaleBand | null {
  return scale.bands.find((band) => score >= band.from && score <= band.to) ?? null
}

/**
 * The score while answering, from the scale's own data as server/assessment_scales.go scores it: the sum
 * of the chosen options' points. Every scale is scored that way; what differs is in the points the server
 * gives each option (Pfeiffer counts errors because an error is worth 1 and a right answer 0; GDS-15's
 * reversed questions give their point to "no"; Norton starts at 5 because its lowest option is worth 1).
 * An answer that is not one of the item's options counts as unanswered. The saved score is the server's.
 */
export function liveScore(scale: Pick<Scale, 'items' | 'bands'>, answers: Answers): LiveScore {
  let score = 0
  let answered = 0
  for (const item of scale.items) {
    const value = answers[item.id]
    const option = value ? item.options.find((candidate) => candidate.value === value) : undefined
    if (!option) continue
    score += option.points
    answered += 1
  }
  const unanswered = scale.items.length - answered
  return { score, answered, unanswered, complete: unanswered === 0, band: bandOf(scale, score) }
}

/** The items in their sections, in the scale's order (one section of '' when the scale has none). */
export function sectionsOf<T extends { section: string }>(items: readonly T[]): { section: string; items: T[] }[] {
  const out: { section: string; items: T[] }[] = []
  for (const item of items) {
    const last = out.at(-1)
    if (last && last.section === item.section) last.items.push(item)
    else out.push({ section: item.section, items: [item] })
  }
  return out
}
