import { z } from 'zod'

/** The alert a saved fall opened (`alertId`, issue 25), null when none (its incident had opened it). */
export const raisedAlertSchema = z.object({ alertId: z.string().min(1).nullish().catch(null) }).catch({ alertId: null })
