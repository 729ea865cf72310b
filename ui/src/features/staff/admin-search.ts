import { oneOf, searchSchema } from '@/lib/search-params'

/** Which card /admin shows: Personal (doctors, nurses, administrative staff) or Social (social workers). */
export const TEAM_VIEWS = ['personal', 'social'] as const

export type TeamView = (typeof TEAM_VIEWS)[number]

/** /admin's state in the URL; anything missing or malformed is Personal. */
export const adminSearchSchema = searchSchema({
  view: oneOf(TEAM_VIEWS, 'personal'),
})

/** The defaults, left out of the URL. */
export const ADMIN_SEARCH_DEFAULTS = { view: 'personal' } as const
