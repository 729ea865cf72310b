/** An alert is open until someone acknowledges it (DESIGN 10). Apart from schemas.ts (zod): /alerts reads it in its URL. */
export const ALERT_STATUSES = ['open', 'acknowledged'] as const
export type AlertStatus = (typeof ALERT_STATUSES)[number]
