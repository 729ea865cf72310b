import { z } from 'zod'

/** A share 0-1, or null when nobody was present to share it among. */
const share = z.number().nullable()

/** The figures of a month or of the period (DESIGN 15, GET /indicators). */
export const figuresSchema = z.object({
  residentDays: z.number(),
  falls: z.number(),
  fallsPer1000: z.number().nullable(),
  fallsWithInjury: z.number(),
  ulcerPrevalence: share,
  ulcerIncidence: z.object({ residencia: z.number(), domicilio: z.number(), hospital: z.number() }),
  restraintPrevalence: share,
  weightLoss: z.number(),
  fluidDaysUnderTarget: z.number(),
  dosesMissed: z.number(),
  dosesHeld: z.number(),
  carePlansCurrent: share,
  assessmentsOverdue: z.number(),
})
export type Figures = z.infer<typeof figuresSchema>

export const indicatorsSchema = figuresSchema.extend({
  months: z.array(figuresSchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) })),
})
export type Indicators = z.infer<typeof indicatorsSchema>
export type MonthFigures = Indicators['months'][number]

/** The figures that are one number each (ulcer incidence is three, by origin). */
export type FigureKey = Exclude<keyof Figures, 'ulcerIncidence'>
