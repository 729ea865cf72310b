import { z } from 'zod'
import { text } from '@/lib/schemas'

export { ALERT_STATUSES, type AlertStatus } from '@/features/alerts/statuses'

/** A clinical alert (GET /alerts, POST /alerts/{id}/acknowledge), DESIGN 10. */
export const alertSchema = z.object({
  _id: z.string().min(1),
  residentId: text,
  residentName: text,
  room: text,
  /** vital, fall, dose-missed, dose-held, restraint-review, assessment-risk. */
  kind: text,
  severity: z.enum(['high', 'medium']).catch('medium'),
  title: text,
  detail: text,
  recordId: text,
  /** The resident's page tab, e.g. `/patients/<id>/vitales`. */
  link: text,
  /** RFC 3339 UTC. */
  createdAt: text,
  acknowledgedAt: text,
  acknowledgedBy: text,
  acknowledgedByName: text,
  comment: text,
})
export type Alert = z.infer<typeof alertSchema>
