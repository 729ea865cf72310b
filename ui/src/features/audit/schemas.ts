import { z } from 'zod'
import { text } from '@/lib/schemas'

/** Someone or something an audit row names: the actor (a user, or "Sistema") or the resident it concerns. */
const auditPersonSchema = z.object({ _id: text, name: text, role: text.optional() })

/** One row of the audit log (GET /audit), DESIGN 12. */
export const auditRowSchema = z.object({
  _id: z.number(),
  /** RFC 3339 UTC. */
  at: text,
  actor: auditPersonSchema,
  action: text,
  entity: text,
  entityId: text,
  /** null when the row concerns no resident. */
  resident: auditPersonSchema.nullable().catch(null),
  outcome: z.enum(['allowed', 'denied']).catch('allowed'),
  ip: text,
  /** A short Spanish sentence from the server; empty when it has none for this action. */
  description: text,
})
export type AuditRow = z.infer<typeof auditRowSchema>

export const auditPageSchema = z.object({
  data: z.array(auditRowSchema),
  meta: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
})
export type AuditPage = z.infer<typeof auditPageSchema>

/** A choice in the resident and person filters. */
export const auditOptionSchema = z.object({ _id: z.string().min(1), name: text })
export type AuditOption = z.infer<typeof auditOptionSchema> & { archived?: boolean }

// The screen's URL search lives in search.ts, without zod (the router reads it in the entry, issue 16).
export { auditSearchSchema, type AuditSearch } from '@/features/audit/search'
